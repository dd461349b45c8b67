import { Button, Toolbar as AriaToolbar } from 'react-aria-components';
import { useSnapshot } from 'valtio';
import type { CrudVerb } from '../../platform/command-ids';
import { session } from '../../core/session';
import { useT } from '../../i18n';
import type { ResourceSchema } from '../types';
import { allows } from '../engine/access';
import { ColumnChooser, DensitySwitch } from './ColumnChooser';
import { runAction, runCrud } from '../engine/run';
import { localize } from '../../i18n/resource';
import { SelectionSummary } from './SelectionSummary';

interface ToolbarButton {
  verb: CrudVerb;
  label: string;
  tone?: 'primary' | 'danger';
  /** Edit and view act on exactly one row. */
  needsOne?: boolean;
}

/**
 * The screen's actions. A record button shows only when the schema offers it and the user's
 * permission map grants its code; each press runs the resource's command. The schema's own
 * actions follow, each shown when its permission is granted, running its command.
 */
export function Toolbar({ schema, selectedCount }: { schema: ResourceSchema; selectedCount: number }) {
  const t = useT();
  const { permission } = useSnapshot(session);
  const can = (code: string) => Boolean(permission[code]);
  const buttons: (ToolbarButton | false)[] = [
    allows(schema, 'add', can) && { verb: 'add', label: t('crud.toolbar.add'), tone: 'primary' },
    allows(schema, 'edit', can) && { verb: 'edit', label: t('crud.toolbar.edit'), needsOne: true },
    allows(schema, 'view', can) && { verb: 'view', label: t('crud.toolbar.view'), needsOne: true },
    allows(schema, 'delete', can) && { verb: 'bulkDelete', label: t('crud.toolbar.delete'), tone: 'danger' },
    Boolean(schema.api.export) && { verb: 'export', label: t('crud.toolbar.export') },
    Boolean(schema.api.export) && selectedCount > 0 && { verb: 'exportSelected', label: t('crud.toolbar.exportSelected', { count: selectedCount }) },
    { verb: 'refresh', label: t('crud.toolbar.refresh') },
  ];
  return (
    <AriaToolbar className="resource-toolbar" aria-label={t('crud.toolbar.label')}>
      {buttons.filter((b): b is ToolbarButton => Boolean(b)).map((button) => (
        <Button
          key={button.verb}
          className={button.tone ? `button ${button.tone}` : 'button'}
          isDisabled={button.needsOne && selectedCount !== 1}
          onPress={() => void runCrud(schema, button.verb)}
        >
          {button.label}
        </Button>
      ))}
      {(schema.actions ?? []).filter((action) => !action.permission || can(action.permission)).map((action) => (
        <Button
          key={action.command}
          className={action.tone ? `button ${action.tone}` : 'button'}
          isDisabled={action.rows === 'one' ? selectedCount !== 1 : action.rows === 'some' && selectedCount === 0}
          onPress={() => void runAction(action.command)}
        >
          {localize(action.label)}
        </Button>
      ))}
      <ColumnChooser schema={schema} />
      <DensitySwitch schema={schema} />
      <SelectionSummary schema={schema} />
    </AriaToolbar>
  );
}
