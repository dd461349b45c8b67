/**
 * A post's reading list in order, rearranged by dragging (mouse, touch, or the keyboard: Enter
 * on a row's handle, arrows, Enter) or by Alt+↑ / Alt+↓ on a row. Every move runs the command
 * school.readingList.move, which saves the whole order (sortSaveList) and reads it back.
 */
import { Button, GridList, GridListItem, useDragAndDrop, type Key } from 'react-aria-components';
import { useSnapshot } from 'valtio';
import { execute } from '../../platform/registry';
import { useT } from '../../i18n';
import { ModalDialog } from '../../ui/Dialog';
import './messages';
import './reading-list.css';
import { readingListView } from './reading-list-state';

const MOVE = 'school.readingList.move';

function move(relationId: string, position: number): void {
  void execute(MOVE, { entry: relationId, position: String(position) }, 'button').catch(() => undefined);
}

export function ReadingListDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const { entries, postName } = useSnapshot(readingListView);
  const placeOf = (key: Key) => entries.findIndex((entry) => entry.relationId === key) + 1;
  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) => [...keys].map((key) => ({ 'text/plain': String(key) })),
    onReorder: ({ keys, target }) => {
      const [key] = [...keys];
      if (key === undefined) return;
      const from = placeOf(key);
      const at = placeOf(target.key);
      // Dropping before a row takes its place; after it, the place behind it (one less when coming from above).
      const position = target.dropPosition === 'before' ? (from < at ? at - 1 : at) : from < at ? at : at + 1;
      move(String(key), position);
    },
  });
  return (
    <ModalDialog title={t('school.readingList', { post: postName })} onClose={onClose} width={560}>
      <p className="hint">{t('school.readingListHelp')}</p>
      {/* Alt+↑ / Alt+↓ move the focused row (its element carries the entry's key). */}
      <div
        onKeyDownCapture={(event) => {
          const key = (event.target as HTMLElement).closest('[data-key]')?.getAttribute('data-key');
          if (!key || !event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
          event.preventDefault();
          event.stopPropagation();
          move(key, placeOf(key) + (event.key === 'ArrowUp' ? -1 : 1));
        }}
      >
        <GridList
          aria-label={t('school.readingList', { post: postName })}
          className="reading-list"
          items={entries}
          selectionMode="single"
          dragAndDropHooks={dragAndDropHooks}
          renderEmptyState={() => t('school.emptyList')}
        >
          {(entry) => (
            <GridListItem id={entry.relationId} textValue={entry.docName}>
              <Button slot="drag" className="icon-button" aria-label={entry.docName}>≡</Button>
              <span className="reading-list-place">{placeOf(entry.relationId)}</span>
              <span className="reading-list-name">{entry.docName}</span>
              <span className="reading-list-words">{t('school.words', { count: Number(entry.wordCount) || 0 })}</span>
            </GridListItem>
          )}
        </GridList>
      </div>
    </ModalDialog>
  );
}
