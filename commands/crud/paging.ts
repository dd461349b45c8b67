/** Reloading and paging the list on screen. */
import * as api from '../../src/api/resource';
import type { ResourceRow } from '../../src/api/resource';
import { config } from '../../src/base/config';
import { t } from '../../src/i18n';
import '../../src/i18n/resource';
import type { ResourceSchema } from '../../src/schema/types';
import { isTreeResource, pagesTopLevel } from '../../src/engine/access';
import { controllerOf, goToPage, pageCount, setPageSize, type ViewHandle } from '../../src/engine/controller';
import type { ArgSpec, CheckHarness, Command, NoArgs } from '../../src/platform/types';
import { addTemporary, idsOf, ready, showsRows, until } from './checks';
import { describe, onScreen, requireView } from './shared';

/** Reloads the rows on screen (and the loaded children of a tree); resolves with the total. */
export function refreshCommand(schema: ResourceSchema): Command<NoArgs> {
  return {
    ...describe(schema, 'refresh'),
    when: (ctx) => onScreen(schema, ctx),
    run: async () => {
      await requireView(schema).refresh();
      return controllerOf(schema.name).total;
    },
    check: {
      // A reload proves itself by showing what changed since the last one: a row added meanwhile.
      mutates: true,
      at: schema.menuPath,
      scenario: async (h) => {
        const view = await ready(schema);
        const before = controllerOf(schema.name).total;
        const [row] = await addTemporary(h, schema);
        if (schema.api.lazy) await openParent(schema, view, row);
        const total = await h.run();
        if (isTreeResource(schema)) {
          h.expect(view.rows().some(function holds(shown): boolean {
            return shown.id === row.id || Boolean(shown.children?.some(holds));
          }), 'the tree does not show the row added since it loaded');
        } else {
          // A list that keeps only its newest rows (a log, at 1000) shows the new row without growing.
          const kept = total === before && Boolean(view.row(row.id));
          h.expect(total === before + 1 || kept, `expected ${before + 1} rows in total after the reload, or the new row shown, told ${String(total)}`);
          await h.see(t('crud.pager.total', { total }));
        }
      },
    },
  };
}

/**
 * A lazy tree shows a child only under its open parent: opens the new row's parent (a top-level
 * row needs nothing) and waits for that level, so the reload is what must bring the row.
 */
async function openParent(schema: ResourceSchema, view: ViewHandle, row: ResourceRow): Promise<void> {
  const parentId = String(row.parentId ?? '');
  if (!view.row(parentId)) return;
  const state = controllerOf(schema.name);
  if (!state.expanded.includes(parentId)) state.expanded = [...state.expanded, parentId];
  await until(() => Boolean(view.row(parentId)?.children), `the children of ${parentId} to load`);
}

/** The page's rows (a paged tree's: of its top level) as the server answers them for the screen's search and page size. */
const serverPage = (schema: ResourceSchema, page: number) => {
  const { size, filters } = controllerOf(schema.name);
  const params = { current: page, size, filters };
  return (pagesTopLevel(schema) ? api.topLevelPage(schema, params) : api.list(schema, params)).then((answer) => answer.records);
};

/** Skips the check when the list on screen has a single page: there is nowhere to page to. */
function needsPages(h: CheckHarness, schema: ResourceSchema, pages: number): void {
  const state = controllerOf(schema.name);
  if (pageCount(state) < pages) h.skip({ zh: `列表共 ${state.total} 条, 按每页 ${state.size} 条不足 ${pages} 页`, en: `the list holds ${state.total} rows, fewer than ${pages} pages of ${state.size}` });
}

/**
 * Next or previous page, staying within the pages there are; resolves with the page shown
 * (paged lists only). The check starts from page 1 for next and page 2 for previous, so each
 * direction lands on the page the other would not: next from 1 is 2, previous from 2 is 1.
 */
export function stepPageCommand(schema: ResourceSchema, step: 1 | -1): Command<NoArgs> {
  return {
    ...describe(schema, step === 1 ? 'nextPage' : 'previousPage'),
    when: (ctx) => onScreen(schema, ctx),
    run: () => goToPage(schema.name, controllerOf(schema.name).page + step),
    check: {
      at: schema.menuPath,
      scenario: async (h) => {
        const view = await ready(schema);
        needsPages(h, schema, 2);
        const from = step === 1 ? 1 : 2;
        goToPage(schema.name, from);
        await showsRows(view, await serverPage(schema, from), `page ${from} of ${schema.name}`);
        const before = idsOf(view.rows());
        const to = from + step;
        h.expect((await h.run()) === to, `expected page ${to}, at page ${controllerOf(schema.name).page}`);
        await showsRows(view, await serverPage(schema, to), `the rows of page ${to} as the server answers them`);
        h.expect(idsOf(view.rows()) !== before, `page ${to} shows the rows of page ${from}`);
        await h.see(t('crud.pager.page', { page: to, pages: pageCount(controllerOf(schema.name)) }));
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
        const view = await ready(schema);
        // Another size shows other rows only when the list is longer than a page.
        needsPages(h, schema, 2);
        const size = config.pageSizes.find((option) => option !== controllerOf(schema.name).size)!;
        await h.run({ size: String(size) });
        await until(() => controllerOf(schema.name).size === size, 'the page size to change');
        await showsRows(view, await serverPage(schema, 1), `the first ${size} rows as the server answers them`);
        h.expect(view.rows().length === Math.min(size, controllerOf(schema.name).total), `${view.rows().length} rows on screen with ${size} a page`);
        await h.see(t('crud.pager.size', { size }));
      },
    },
  };
}
