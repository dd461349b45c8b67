/** Selecting every row the search matches, on every page: what bulk delete then acts on. */
import * as api from '../../src/api/resource';
import { selectRows, selection } from '../../src/core/selection';
import { t } from '../../src/i18n';
import '../../src/i18n/resource';
import type { ResourceSchema } from '../../src/resources/types';
import { controllerOf, setPageSize } from '../../src/resources/view/controller';
import type { Command } from '../../src/platform/types';
import { ready, until } from './checks';
import { serverRows, serverTotal } from './readback';
import { describe, onScreen } from './shared';

/**
 * Selects all the rows of the search on screen, on this page and the others, as the server
 * counts them now (they are read from it, so rows added since the page loaded are in).
 * Resolves to how many were selected.
 */
export function selectMatchingCommand(schema: ResourceSchema): Command {
  return {
    ...describe(schema, 'selectMatching'),
    when: (ctx) => onScreen(schema, ctx),
    run: async () => {
      const { filters, sort } = controllerOf(schema.name);
      const total = (await api.list(schema, { current: 1, size: 1, filters, sort })).total;
      const rows = total ? (await api.list(schema, { current: 1, size: total, filters, sort })).records : [];
      selectRows(schema.name, rows.map((row) => row.id));
      return rows.length;
    },
    check: {
      at: schema.menuPath,
      scenario: async (h) => {
        await ready(schema);
        const { filters } = controllerOf(schema.name);
        const total = await serverTotal(schema, filters);
        if (total < 2) h.skip('the list holds fewer than two rows');
        // A page smaller than the list, so the selection must reach rows that are not on screen.
        setPageSize(schema.name, 1);
        selectRows(schema.name, []);
        h.expect((await h.run()) === total, 'it did not report the rows it selected');
        const listed = await serverRows(schema, filters);
        const picked = () => (selection.resource === schema.name ? new Set(selection.ids) : new Set<string>());
        await until(() => picked().size === total && listed.every((row) => picked().has(row.id)), `the ${total} rows of the search to be selected`);
        await h.see(t('crud.selection.allSelected', { count: total }));
      },
    },
  };
}
