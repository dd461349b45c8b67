import { Button, Checkbox, Dialog, DialogTrigger, Popover, ToggleButton } from 'react-aria-components';
import { useSnapshot } from 'valtio';
import { useT } from '../i18n';
import { localize } from '../i18n/resource';
import type { ResourceSchema } from '../schema/types';
import { columnFieldsOf, columnPrefsOf, orderedColumns, shownColumns } from '../engine/column-prefs';
import { runCrud } from '../engine/run';

/**
 * The toolbar's column chooser: every column in the user's order, with a box that shows or hides
 * it and buttons that move it a place earlier or later. Each press runs `crud.<name>.columns`.
 */
export function ColumnChooser({ schema }: { schema: ResourceSchema }) {
  const t = useT();
  const prefs = useSnapshot(columnPrefsOf(schema.name));
  const fields = columnFieldsOf(schema);
  const ids = fields.map((field) => field.name);
  const shown = shownColumns(prefs, ids);
  const arrange = (action: string, column: string) => void runCrud(schema, 'columns', { action, column });
  return (
    <DialogTrigger>
      <Button className="button">{t('crud.columns.label')}</Button>
      <Popover className="popover column-chooser" placement="bottom start">
        <Dialog aria-label={t('crud.columns.label')} className="column-chooser-list">
          {orderedColumns(prefs, ids).map((id) => {
            const label = localize(fields.find((field) => field.name === id)!.label);
            const place = shown.indexOf(id);
            return (
              <div key={id} className="column-chooser-item" data-column={id}>
                <Checkbox
                  className="checkbox"
                  isSelected={place >= 0}
                  // The last shown column stays: a table needs a column to name its rows.
                  isDisabled={place >= 0 && shown.length === 1}
                  onChange={(on) => arrange(on ? 'show' : 'hide', id)}
                >
                  {({ isSelected }) => (
                    <>
                      <span className="checkbox-box" aria-hidden>{isSelected ? '✓' : ''}</span>
                      {label}
                    </>
                  )}
                </Checkbox>
                <Button className="icon-button" aria-label={t('crud.columns.earlierOf', { column: label })} isDisabled={place <= 0} onPress={() => arrange('earlier', id)}>↑</Button>
                <Button className="icon-button" aria-label={t('crud.columns.laterOf', { column: label })} isDisabled={place < 0 || place === shown.length - 1} onPress={() => arrange('later', id)}>↓</Button>
              </div>
            );
          })}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}

/** The toolbar's density switch: pressed, the rows are compact; it runs `crud.<name>.density`. */
export function DensitySwitch({ schema }: { schema: ResourceSchema }) {
  const t = useT();
  const { density } = useSnapshot(columnPrefsOf(schema.name));
  return (
    <ToggleButton
      className="button"
      isSelected={density === 'compact'}
      onChange={(compact) => void runCrud(schema, 'density', { density: compact ? 'compact' : 'normal' })}
    >
      {t('crud.density.compact')}
    </ToggleButton>
  );
}
