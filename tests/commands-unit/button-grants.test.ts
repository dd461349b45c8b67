/**
 * A role holding a screen without some of its buttons (src/engine/access.ts): the
 * screen's commands that write are offered for the buttons held and for no other, whatever the
 * row selected; reading the list needs none of them.
 */
import { describe, expect, it } from 'vitest';
import { createResourceCommands } from '../../commands/crud';
import { features } from '../../src/base/config';
import { notice } from '../../src/schema/desk/notice';
import { isAvailable } from '../../src/platform/registry';
import type { CommandContext } from '../../src/platform/types';

/** The commands that need a button; the others (paging, searching, columns…) need the menu only. */
const BUTTON_VERBS = ['add', 'import', 'importTemplate', 'edit', 'bulkEdit', 'view', 'delete', 'bulkDelete'];
const commands = createResourceCommands(notice).filter((command) => BUTTON_VERBS.includes(command.id.split('.')[2]!));

/** On 通知公告 with one row selected, holding the buttons named. */
const holding = (codes: readonly string[]): CommandContext => ({
  route: notice.menuPath, search: '', loggedIn: true, user: null, roles: [], menus: [], tabs: [],
  can: (code) => codes.includes(code), features, selection: { resource: notice.name, ids: ['1123598817738675201'] }, prospective: true,
});

const cases: [string[], string[]][] = [
  [[], []],
  [['notice_view'], ['view']],
  [['notice_add'], ['add', 'import', 'importTemplate']],
  [['notice_edit'], ['edit', 'bulkEdit']],
  [['notice_delete'], ['delete', 'bulkDelete']],
  [['notice_add', 'notice_delete'], ['add', 'import', 'importTemplate', 'delete', 'bulkDelete']],
];

describe('a screen\'s commands by the buttons held', () => {
  it.each(cases)('holding %j offers %j', (codes, verbs) => {
    const offered = commands.filter((command) => isAvailable(command, holding(codes))).map((command) => command.id.split('.')[2]);
    expect(offered.sort()).toEqual([...verbs].sort());
  });
});
