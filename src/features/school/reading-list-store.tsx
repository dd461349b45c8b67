/**
 * Opens and closes the reading list dialog. It renders into its own root (like confirm), so
 * commands open it from any screen without a host component.
 */
import { readingList } from './api';
import { readingListView } from './reading-list-state';

let close: (() => void) | null = null;

export async function openReadingList(postId: string, postName: string): Promise<void> {
  Object.assign(readingListView, { postId, postName, entries: await readingList(postId) });
  if (close) return;
  const [{ createRoot }, { ReadingListDialog }] = await Promise.all([import('react-dom/client'), import('./ReadingListDialog')]);
  const host = document.createElement('div');
  host.dataset.readingList = '';
  document.body.append(host);
  const root = createRoot(host);
  close = () => {
    close = null;
    readingListView.postId = null;
    queueMicrotask(() => {
      root.unmount();
      host.remove();
    });
  };
  root.render(<ReadingListDialog onClose={() => closeReadingList()} />);
}

export function closeReadingList(): void {
  close?.();
}
