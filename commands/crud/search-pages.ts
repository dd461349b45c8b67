/**
 * Reading every row of the search on screen, a page at a time, for a command that acts on more
 * rows than a page holds (select all matching, export of selected rows).
 */
import * as api from '../../src/api/resource';
import type { ResourceRow } from '../../src/api/resource';
import { t } from '../../src/i18n';
import '../../src/i18n/resource';
import type { ResourceSchema } from '../../src/schema/types';
import { controllerOf, masterFilter } from '../../src/engine/controller';
import { openDialog } from '../../src/platform/dialogs';
import { newDialogState } from '../../src/features/bulk/state';

/**
 * Hands each page of the screen's search (a detail list's: under its master row), in the list's
 * order, to `take`, which keeps what it needs of it and answers true once it has all it wants.
 * Reading more than one page shows the bulk dialog titled `title` with its progress; closing it
 * stops the reading: false. True once the reading ends.
 */
export async function readSearchPages(schema: ResourceSchema, title: string, take: (rows: readonly ResourceRow[]) => boolean): Promise<boolean> {
  const { sort, filters } = controllerOf(schema.name);
  const state = newDialogState(title, '');
  let close: (() => void) | undefined;
  let read = 0;
  try {
    for await (const page of api.pages(schema, { filters: { ...filters, ...masterFilter(schema) }, sort, signal: state.stop.signal })) {
      read += page.records.length;
      if (take(page.records) || read >= page.total) return true;
      state.progress = { done: read, total: page.total };
      state.busyText = t('crud.selection.reading', state.progress);
      close ??= await openDialog('bulk', state);
      if (!state.open) return false;
    }
    return true;
  } catch (error) {
    if (state.stop.signal.aborted) return false;
    throw error;
  } finally {
    close?.();
  }
}
