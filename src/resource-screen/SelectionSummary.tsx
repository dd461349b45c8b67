import { Button } from 'react-aria-components';
import { useSnapshot } from 'valtio';
import { useT } from '../i18n';
import { getCommand } from '../platform/registry';
import { crudCommandId } from '../schema/command-ids';
import type { ResourceSchema } from '../schema/types';
import { controllerOf } from '../engine/controller';
import { runCrud } from '../engine/run';

/**
 * How many rows are selected, read out as it changes; when fewer than the search matches, a
 * press selects them all (crud.<name>.selectMatching), on every page, for bulk delete.
 */
export function SelectionSummary({ schema }: { schema: ResourceSchema }) {
  const t = useT();
  const { selected, total } = useSnapshot(controllerOf(schema.name));
  // Lists whose rows may be deleted or exported get the command (commands/crud.ts); trees do not.
  const canSelectAll = Boolean(getCommand(crudCommandId(schema.name, 'selectMatching')));
  const count = selected.length;
  const all = canSelectAll && count > 0 && count >= total;
  return (
    <span className="selection-summary" role="status">
      {count > 0 && (all ? t('crud.selection.allSelected', { count }) : t('crud.selection.count', { count }))}
      {count > 0 && !all && canSelectAll && (
        <Button className="button" onPress={() => void runCrud(schema, 'selectMatching')}>{t('crud.selection.all', { total })}</Button>
      )}
    </span>
  );
}
