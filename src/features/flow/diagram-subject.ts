/** A diagram's subject as one command argument: `instance:<id>` or `definition:<id>`. */
export type DiagramSubject = { processInstanceId: string } | { processDefinitionId: string };

const INSTANCE = 'instance:';
const DEFINITION = 'definition:';

export const encodeSubject = (subject: DiagramSubject): string =>
  'processInstanceId' in subject ? `${INSTANCE}${subject.processInstanceId}` : `${DEFINITION}${subject.processDefinitionId}`;

export function decodeSubject(text: string): DiagramSubject | undefined {
  if (text.startsWith(INSTANCE)) return { processInstanceId: text.slice(INSTANCE.length) };
  if (text.startsWith(DEFINITION)) return { processDefinitionId: text.slice(DEFINITION.length) };
  return undefined;
}
