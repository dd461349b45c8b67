import { ChoicePrompt } from './ChoicePrompt';
import { ConfirmPrompt } from './ConfirmPrompt';
import type { PromptRequest } from './state';
import { TextPrompt } from './TextPrompt';

/** The palette asking for one argument of a running command. */
export function PromptView({ request }: { request: PromptRequest }) {
  const { spec } = request;
  switch (spec.kind) {
    case 'text':
      return <TextPrompt request={request} spec={spec} />;
    case 'choice':
      return <ChoicePrompt request={request} spec={spec} />;
    case 'confirm':
      return <ConfirmPrompt request={request} spec={spec} />;
  }
}
