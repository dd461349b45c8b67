/** Reloading and paging the list on screen. */
import { config } from '../../src/config';
import { t } from '../../src/i18n';
import '../../src/i18n/resource';
import type { ResourceSchema } from '../../src/resources/types';
import { controllerOf, goToPage, pageCount, setPageSize } from '../../src/resources/view/controller';
import type { ArgSpec, Command } from '../types';
import { ready } from './checks';
import { describe, onScreen, requireView } from './shared';

/** Reloads the rows on screen (and the loaded children of a tree); resolves with the total. */
export function refreshCommand(schema: ResourceSchema): Command {
  return {
    ...describe(schema, 'refresh'),
    when: (ctx) => onScreen(schema, ctx),
    run: async () => {
      await requireView(schema).refresh();
      return controllerOf(schema.name).total;
    },
    check: {
      at: schema.menuPath,
      scenario: async (h) => {
        await ready(schema);
        const total = await h.run();
        h.expect(typeof total === 'number', 'refresh did not report a total');
      },
    },
  };
}

const pageText = (name: string) => {
  const state = controllerOf(name);
  return t('crud.pager.page', { page: state.page, pages: pageCount(state) });
};

/** Next or previous page, staying within the pages there are; resolves with the page shown (paged lists only). */
export function stepPageCommand(schema: ResourceSchema, step: 1 | -1): Command {
  return {
    ...describe(schema, step === 1 ? 'nextPage' : 'previousPage'),
    when: (ctx) => onScreen(schema, ctx),
    run: () => goToPage(schema.name, controllerOf(schema.name).page + step),
    check: {
      at: schema.menuPath,
      scenario: async (h) => {
        await ready(schema);
        const state = controllerOf(schema.name);
        // Going back needs a page to come from.
        if (step === -1) goToPage(schema.name, 2);
        const expected = Math.min(Math.max(1, state.page + step), pageCount(state));
        h.expect((await h.run()) === expected, `expected page ${expected}, at ${state.page}`);
        await h.see(pageText(schema.name));
      },
    },
  };
}

const sizeArg = {
  size: {
    kind: 'choice',
    label: { zh: '每页条数', en: 'Rows per page' },
    options: () => config.pageSizes.map((size) => ({ value: String(size), label: t('crud.pager.size', { size }) })),
  },
} satisfies Record<string, ArgSpec>;

/** Sets the page size (10, 30, 50, 100, 200) and goes back to the first page. */
export function pageSizeCommand(schema: ResourceSchema): Command<typeof sizeArg> {
  return {
    ...describe(schema, 'pageSize'),
    args: sizeArg,
    when: (ctx) => onScreen(schema, ctx),
    run: (_ctx, { size }) => {
      const value = Number(size);
      if (!(config.pageSizes as readonly number[]).includes(value)) throw new Error(`Page size must be one of ${config.pageSizes.join(', ')}`);
      setPageSize(schema.name, value);
    },
    check: {
      at: schema.menuPath,
      scenario: async (h) => {
        await ready(schema);
        await h.run({ size: '30' });
        h.expect(controllerOf(schema.name).size === 30, 'the page size did not change');
        await h.see(t('crud.pager.size', { size: 30 }));
      },
    },
  };
}
