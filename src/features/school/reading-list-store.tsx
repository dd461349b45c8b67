/**
 * Opens and closes the reading list dialog. It renders into its own root (like confirm), so
 * commands open it from any screen without a host component.
 */
import { readingList } from '../../api/school';
import { renderInOwnRoot } from '../../ui/own-root';
import { readingListView } from './reading-list-state';

let close: (() => void) | null = null;

/** Shows the reading list of a post (the one shown, if any, shows it instead); answers its closer. */
export async function openReadingList(postId: string, postName: string): Promise<() => void> {
  Object.assign(readingListView, { postId, postName, entries: await readingList(postId) });
  if (close) return closeReadingList;
  // react-dom/client is the first load's already (a dynamic import of it would miss its named
  // exports in the bundle: it is CommonJS); the dialog is fetched when first opened.
  const { ReadingListDialog } = await import('./ReadingListDialog');
  close = renderInOwnRoot(() => <ReadingListDialog onClose={() => closeReadingList()} />, {
    mark: 'readingList',
    onClose: () => {
      close = null;
      readingListView.postId = null;
    },
  });
  return closeReadingList;
}

export function closeReadingList(): void {
  close?.();
}
