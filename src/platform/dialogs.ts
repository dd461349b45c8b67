/**
 * The dialogs commands open, by name, without importing them: a command calls
 * `openDialog('bulk', state)`, and the dialog's code (React, bpmn-js) is fetched the first time
 * one opens. The features provide the dialogs (src/features/dialogs.ts, provided with the
 * console's commands) and declare what each opens with, by declaration merging into DialogArgs:
 * opening a dialog nobody declared, or with other arguments, does not compile.
 */

/** What each dialog opens with, by name: filled by declaration merging (src/features/dialogs.ts). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface DialogArgs {}
export type DialogName = keyof DialogArgs & string;

/** Shows a dialog (or brings the one shown up to date) and answers the function that closes it. */
export type DialogOpener<A extends unknown[]> = (...args: A) => (() => void) | Promise<() => void>;
/** Each dialog's loader: fetches its code and answers its opener. */
export type DialogLoaders = { [K in DialogName]: () => Promise<DialogOpener<DialogArgs[K]>> };

let loaders: Partial<DialogLoaders> = {};
/** The closers of the dialogs shown, by name. */
const shown = new Map<DialogName, Set<() => void>>();

/** Provides the dialogs; returns the function that withdraws them, closing those shown. */
export function provideDialogs(given: DialogLoaders): () => void {
  loaders = given;
  return () => {
    if (loaders !== given) return;
    for (const name of [...shown.keys()]) closeDialog(name);
    loaders = {};
  };
}

/** Opens the dialog `name` with `args`; resolves with the function that closes it. */
export async function openDialog<K extends DialogName>(name: K, ...args: DialogArgs[K]): Promise<() => void> {
  const load = loaders[name];
  if (!load) throw new Error(`No dialog "${name}" is provided`);
  const opened = await (await load())(...args);
  const closers = shown.get(name) ?? new Set<() => void>();
  shown.set(name, closers);
  const close = () => {
    closers.delete(close);
    opened();
  };
  closers.add(close);
  return close;
}

/** Closes every dialog `name` shown (a check's cleanup after a failure); none shown is no error. */
export function closeDialog(name: DialogName): void {
  for (const close of [...(shown.get(name) ?? [])]) close();
}
