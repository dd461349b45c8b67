import { localize } from '../../i18n/resource';
import { InvalidArgumentError } from '../registry';

/**
 * The message a refused run shows the user, for checks that prove a refusal: a broken argument
 * rule (the palette shows it at the prompt) or the command's own refusal (a toast, see
 * `refuse`). Undefined when the run went through.
 */
export async function refusalOf(run: Promise<unknown>): Promise<string | undefined> {
  try {
    await run;
    return undefined;
  } catch (error) {
    if (error instanceof InvalidArgumentError) return Object.values(error.problems).map((problem) => localize(problem)).join('; ');
    return error instanceof Error ? error.message : String(error);
  }
}
