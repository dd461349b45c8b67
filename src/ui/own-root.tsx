import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

const shown = new Set<() => void>();

export interface OwnRootOptions {
  /** Names the host element (data-<mark>). */
  mark?: string;
  /** Runs once when it closes, by whichever way: the dialog's own state goes with it. */
  onClose?: () => void;
}

/**
 * Renders what `render` returns into a root of its own at the end of the page, so a command can
 * open a dialog from anywhere without a host component mounted first. `render` gets the
 * function that closes it, which is also returned: the root goes after the press that closed it
 * has finished, so focus returns where it was.
 */
export function renderInOwnRoot(render: (close: () => void) => ReactNode, { mark, onClose }: OwnRootOptions = {}): () => void {
  const host = document.createElement('div');
  if (mark) host.dataset[mark] = '';
  document.body.append(host);
  const root = createRoot(host);
  const close = () => {
    if (!shown.delete(close)) return;
    onClose?.();
    queueMicrotask(() => {
      root.unmount();
      host.remove();
    });
  };
  shown.add(close);
  root.render(render(close));
  return close;
}

/** Closes every root still shown, as a page load ends them (a confirmation answers no). */
export function closeOwnRoots(): void {
  for (const close of [...shown]) close();
}
