import type { ReactNode } from 'react';
import { Button, Toolbar as AriaToolbar } from 'react-aria-components';
import { useSnapshot } from 'valtio';
import { crudCommandId, type CrudVerb } from '../schema/command-ids';
import { getCommand, registryVersion, useUnderWay } from '../platform/registry';
import { session } from '../core/session';
import { useT } from '../i18n';
import type { ResourceSchema } from '../schema/types';
import { allows } from '../engine/access';
import { ColumnChooser, DensitySwitch } from './ColumnChooser';
import { runAction, runCrud } from '../engine/run';
import { localize } from '../i18n/resource';
import { SelectionSummary } from './SelectionSummary';

interface ToolbarButton {
  verb: CrudVerb;
  label: string;
  tone?: 'primary' | 'danger';
  /** Edit and view act on exactly one row. */
  needsOne?: boolean;
  /** A bulk edit acts on the rows selected, at least one. */
  needsSome?: boolean;
}

/**
 * The screen's actions. A record button shows only when the schema offers it and the user's
 * permission map grants its code; each press runs the resource's command. The schema's own
 * actions follow, each shown when its permission is granted, running its command. Import, its
 * template and bulk edit come last: the palette's sheet commands, reached by mouse too.
 */
export function Toolbar({ schema, selectedCount }: { schema: ResourceSchema; selectedCount: number }) {
  const t = useT();
  const { permission } = useSnapshot(session);
  const can = (code: string) => Boolean(permission[code]);
  // The sheet commands exist only for screens whose rows are sheet rows (commands/crud.ts); a
  // screen opened by a page load draws before the commands are registered.
  useSnapshot(registryVersion);
  const has = (verb: CrudVerb) => Boolean(getCommand(crudCommandId(schema.name, verb)));
  const buttons: (ToolbarButton | false)[] = [
    allows(schema, 'add', can) && { verb: 'add', label: t('crud.toolbar.add'), tone: 'primary' },
    allows(schema, 'edit', can) && { verb: 'edit', label: t('crud.toolbar.edit'), needsOne: true },
    allows(schema, 'view', can) && { verb: 'view', label: t('crud.toolbar.view'), needsOne: true },
    allows(schema, 'delete', can) && { verb: 'bulkDelete', label: t('crud.toolbar.delete'), tone: 'danger' },
    Boolean(schema.api.export) && { verb: 'export', label: t('crud.toolbar.export') },
    Boolean(schema.api.export) && selectedCount > 0 && { verb: 'exportSelected', label: t('crud.toolbar.exportSelected', { count: selectedCount }) },
    { verb: 'refresh', label: t('crud.toolbar.refresh') },
    has('import') && allows(schema, 'add', can) && { verb: 'import', label: t('crud.toolbar.import') },
    has('importTemplate') && allows(schema, 'add', can) && { verb: 'importTemplate', label: t('crud.toolbar.importTemplate') },
    has('bulkEdit') && allows(schema, 'edit', can) && { verb: 'bulkEdit', label: t('crud.toolbar.bulkEdit'), needsSome: true },
  ];
  return (
    <AriaToolbar className="resource-toolbar" aria-label={t('crud.toolbar.label')}>
      {buttons.filter((b): b is ToolbarButton => Boolean(b)).map((button) => (
        <CommandButton
          key={button.verb}
          command={crudCommandId(schema.name, button.verb)}
          tone={button.tone}
          isDisabled={(button.needsOne && selectedCount !== 1) || (button.needsSome && selectedCount === 0)}
          onPress={() => void runCrud(schema, button.verb)}
        >
          {button.label}
        </CommandButton>
      ))}
      {(schema.actions ?? []).filter((action) => !action.permission || can(action.permission)).map((action) => (
        <CommandButton
          key={action.command}
          command={action.command}
          tone={action.tone}
          isDisabled={action.rows === 'one' ? selectedCount !== 1 : action.rows === 'some' && selectedCount === 0}
          onPress={() => void runAction(action.command)}
        >
          {localize(action.label)}
        </CommandButton>
      ))}
      <ColumnChooser schema={schema} />
      <DensitySwitch schema={schema} />
      <SelectionSummary schema={schema} />
    </AriaToolbar>
  );
}

/**
 * A toolbar button running `command`: pending while a run of it is under way (a server export
 * of a district's users takes seconds), so a second press does not start it again.
 */
function CommandButton({ command, tone, isDisabled, onPress, children }: { command: string; tone?: string; isDisabled?: boolean; onPress: () => void; children: ReactNode }) {
  return (
    <Button className={tone ? `button ${tone}` : 'button'} isDisabled={isDisabled} isPending={useUnderWay(command)} onPress={onPress}>
      {children}
    </Button>
  );
}
