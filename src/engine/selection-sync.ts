import { useEffect } from 'react';
import { subscribe } from 'valtio';
import { useLocation } from 'wouter';
import { selectRows, selection } from '../core/selection';
import { isScreenOf, type ResourceSchema } from '../schema/types';
import { controllerOf, sameIds, select } from './controller';

/**
 * Keeps the console-wide selection (what commands and the palette see) equal to the checked
 * rows of this resource while its screen is the one shown; commands or checks that call
 * selectRows() for this resource check the rows in the table.
 */
export function useSelectionSync(schema: ResourceSchema): (ids: string[]) => void {
  const [location] = useLocation();
  const { name } = schema;
  const active = isScreenOf(schema, location);

  useEffect(() => {
    if (!active) return;
    const state = controllerOf(name);
    const push = () => {
      if (selection.resource !== name || !sameIds(selection.ids, state.selected)) selectRows(name, [...state.selected]);
    };
    push();
    // Only a change of this table's selection is pushed: two tables share a master-detail screen,
    // and the detail reloading must not take the selection away from the master.
    let pushed = state.selected;
    const stopPush = subscribe(state, () => {
      if (sameIds(state.selected, pushed)) return;
      pushed = state.selected;
      push();
    });
    const stopPull = subscribe(selection, () => {
      if (selection.resource === name) select(name, selection.ids);
    });
    return () => {
      stopPush();
      stopPull();
      if (selection.resource === name) selectRows(null, []);
    };
  }, [name, active]);

  // The table's own changes go to both stores at once, so a command run right after sees them.
  return (ids) => {
    select(name, ids);
    if (active) selectRows(name, ids);
  };
}
