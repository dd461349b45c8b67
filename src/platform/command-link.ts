/** The deep link of a command: opening it runs the command (src/shell/run/deep-link.ts). */
export const RUN_ROUTE = '/run/:id';

/** `https://host/run/<id>?<argument>=<value>…`, with the arguments given. */
export function commandLink(id: string, args: Record<string, string> = {}): string {
  const query = new URLSearchParams(args).toString();
  return `${window.location.origin}${RUN_ROUTE.replace(':id', encodeURIComponent(id))}${query && `?${query}`}`;
}
