import { useLayoutEffect, useState } from 'react';
import { ChoicePrompt } from './ChoicePrompt';
import { ConfirmPrompt } from './ConfirmPrompt';
import { PromptHeader } from './PromptHeader';
import type { PromptRequest } from './state';
import { TextPrompt } from './TextPrompt';
import { releaseTyping, typedAhead } from './type-ahead';

/**
 * The palette asking for one argument of a running command, under the header every kind shares.
 * What was typed while the run moved here (type-ahead.ts) starts its field; from then on the
 * field takes the keys itself.
 */
export function PromptView({ request }: { request: PromptRequest }) {
  const [typed] = useState(typedAhead);
  useLayoutEffect(releaseTyping, []);
  return (
    <>
      <PromptHeader request={request} />
      <PromptBody request={request} typed={typed} />
    </>
  );
}

function PromptBody({ request, typed }: { request: PromptRequest; typed: string }) {
  const { spec } = request;
  switch (spec.kind) {
    case 'text':
    case 'number':
    case 'date':
      return <TextPrompt request={request} spec={spec} typed={typed} />;
    case 'choice':
      return <ChoicePrompt request={request} spec={spec} typed={typed} />;
    case 'confirm':
      // Typed ahead, nothing answers a confirmation (a Y would confirm).
      return <ConfirmPrompt request={request} spec={spec} />;
  }
}
