/**
 * 新增子项: a menu under the selected one, as BladeX's 菜单管理 adds it from a row. A press opens
 * the add form with 上级菜单 set to that row; the palette asks for the form's other fields.
 */
import * as api from '../../src/api/resource';
import { selectRows } from '../../src/core/selection';
import { menu } from '../../src/schema/org/menu';
import { allows } from '../../src/engine/access';
import { saveRecord } from '../../src/engine/actions';
import { openDialog } from '../../src/engine/controller';
import type { CommandContext } from '../../src/platform/types';
import { addTemporary, ready, sampleRecord } from '../crud/checks';
import { addArgs, newRecord, typedValues } from '../crud/field-args';
import { findStored, serverRecord } from '../crud/readback';
import { reverseAdd } from '../crud/reverse';
import { onScreen } from '../crud/shared';
import { defineCommand } from '../../src/platform/define-command';
import { selectedOne } from './shared';

/** The add form's fields but the parent, which is the selected row. */
const { parentId: _parent, ...childArgs } = addArgs(menu);

const parentOf = (ctx: CommandContext) => selectedOne(ctx, menu.name)!;
const childOf = (ctx: CommandContext, args: Record<string, string | undefined>) => ({ ...newRecord(menu, args), parentId: parentOf(ctx) });

export const addChildMenu = defineCommand({
  id: 'org.menu.addChild',
  title: { zh: '菜单管理 · 新增子项', en: 'Menus · Add child' },
  group: 'selection',
  keywords: ['menu', 'add', 'child', 'sub', '菜单', '新增', '子项', '下级', 'xinzeng', 'zixiang'],
  changesData: true,
  at: menu.menuPath,
  records: { resource: menu.name },
  when: (ctx) => onScreen(menu, ctx) && allows(menu, 'add', ctx.can) && selectedOne(ctx, menu.name) !== undefined,
  args: childArgs,
  dialog: (ctx) => openDialog(menu.name, { mode: 'add', values: { parentId: parentOf(ctx) } }),
  reversible: (ctx, args) => reverseAdd(menu, childOf(ctx, args)),
  run: (ctx, args) => saveRecord(menu, childOf(ctx, args)),
  check: {
    mutates: true,
    at: menu.menuPath,
    scenario: async (h) => {
      await ready(menu);
      const [parent] = await addTemporary(h, menu);
      selectRows(menu.name, [parent!.id]);
      const { parentId: _sampleParent, ...typed } = typedValues(menu, await sampleRecord(menu));
      await h.run(typed);
      const child = await findStored(menu, { ...newRecord(menu, typed), parentId: parent!.id });
      h.cleanup(async () => {
        if (child && (await serverRecord(menu, child.id))) await api.remove(menu, [child.id]);
      });
      const under = await api.children(menu, parent!.id);
      h.expect(child && under.some((row) => row.id === child.id), 'the new menu does not read back from the server under the selected one');
    },
  },
});
