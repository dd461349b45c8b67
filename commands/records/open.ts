import { navigate } from 'wouter/use-browser-location';
import { config } from '../../src/base/config';
import { menuLabel } from '../../src/core/menu-label';
import { searchableScreens } from '../../src/palette/record-search';
import { openDialog, viewOf } from '../../src/engine/controller';
import { dialogTitle } from '../../src/engine/text';
import { until } from '../crud/checks';
import { serverRows } from '../crud/readback';
import { shows } from '../../src/platform/harness/screen';
import type { ArgSpec, Command } from '../../src/platform/types';

const args = {
  resource: {
    kind: 'choice',
    label: { zh: '页面', en: 'Screen' },
    options: (ctx) => searchableScreens(ctx).map(({ schema, menu }) => ({ value: schema.name, label: menuLabel(menu), hint: schema.name })),
    // A deep link may name any resource: only the screens the user may open and view are allowed.
    validate: (value, ctx) =>
      searchableScreens(ctx).some(({ schema }) => schema.name === value)
        ? undefined
        : { zh: '无权查看该页面的记录', en: 'You may not view the records of that screen' },
  },
  id: { kind: 'text', label: { zh: '记录 ID', en: 'Record id' } },
} satisfies Record<string, ArgSpec>;

/** The record view dialog of `title` showing `value`. */
function dialogShows(title: string, value: string): boolean {
  return [...document.querySelectorAll('[role="dialog"]')].some((dialog) => shows(title, dialog) && shows(value, dialog));
}

/**
 * Opens one record's view dialog on its screen (what Enter does on a record found by the
 * palette's record search): goes to the screen, waits for it to show its list, then opens the
 * dialog, which loads the record by id.
 */
export const openRecord: Command<typeof args, 'records.open'> = {
  id: 'records.open',
  title: { zh: '打开记录', en: 'Open a record' },
  group: 'navigation',
  keywords: ['record', 'open', 'view', 'jilu', '记录', '打开', '查看'],
  when: (ctx) => ctx.loggedIn && searchableScreens(ctx).length > 0,
  args,
  run: async (ctx, { resource, id }) => {
    const { schema } = searchableScreens(ctx).find((screen) => screen.schema.name === resource)!;
    if (ctx.route !== schema.menuPath) navigate(schema.menuPath);
    // The screen's code is fetched when it first opens: allow it the time of a request.
    await until(() => Boolean(viewOf(schema.name)?.settled()), `the ${schema.name} screen to load`, config.requestTimeout);
    openDialog(schema.name, { mode: 'view', id });
  },
  check: {
    scenario: async (h) => {
      const [screen] = searchableScreens(h.context());
      h.expect(screen, 'no screen\'s records may be viewed');
      const [row] = await serverRows(screen!.schema);
      h.expect(row, `the ${screen!.schema.name} screen has no record`);
      const title = String(row![screen!.title.name]);
      await h.run({ resource: screen!.schema.name, id: row!.id });
      await h.at(screen!.schema.menuPath);
      await until(() => dialogShows(dialogTitle(screen!.schema, 'view'), title), `the view dialog showing ${title}`);
    },
  },
};
