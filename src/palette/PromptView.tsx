import { ChoicePrompt } from './ChoicePrompt';
import { ConfirmPrompt } from './ConfirmPrompt';
import { PromptHeader } from './PromptHeader';
import type { PromptRequest } from './state';
import { TextPrompt } from './TextPrompt';

/** The palette asking for one argument of a running command, under the header every kind shares. */
export function PromptView({ request }: { request: PromptRequest }) {
  return (
    <>
      <PromptHeader request={request} />
      <PromptBody request={request} />
    </>
  );
}

function PromptBody({ request }: { request: PromptRequest }) {
  const { spec } = request;
  switch (spec.kind) {
    case 'text':
    case 'number':
    case 'date':
      return <TextPrompt request={request} spec={spec} />;
    case 'choice':
      return <ChoicePrompt request={request} spec={spec} />;
    case 'confirm':
      return <ConfirmPrompt request={request} spec={spec} />;
  }
}
