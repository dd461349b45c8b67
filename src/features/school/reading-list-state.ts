/** Which post's reading list the dialog shows, and its entries as last read from the server. */
import { proxy } from 'valtio';
import { readingList, type ListedDoc } from '../../api/school';

export const readingListView = proxy<{ postId: string | null; postName: string; entries: ListedDoc[] }>({ postId: null, postName: '', entries: [] });

/** Reads the post's list again into the dialog. */
export async function reloadReadingList(): Promise<void> {
  if (readingListView.postId) readingListView.entries = await readingList(readingListView.postId);
}
