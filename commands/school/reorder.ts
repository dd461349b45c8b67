/**
 * Moving a document on its post's reading list: up, down or to a place, acting on the list entry
 * selected on 文档关系. The whole list is read, reordered and saved at once (sortSaveList), so
 * the places stay 1…n whatever the screen's search shows.
 */
import { notify } from '../../src/core/notify';
import { t } from '../../src/i18n';
import { moved, readingList, saveListOrder } from '../../src/api/school';
import { docrelation } from '../../src/schema/school/docrelation';
import { viewOf } from '../../src/engine/controller';
import { selectRows } from '../../src/core/selection';
import type { CheckHarness, CommandContext } from '../../src/platform/types';
import { ready } from '../crud/checks';
import { serverRecord } from '../crud/readback';
import { selectedIds } from '../crud/shared';
import { defineCommand } from '../../src/platform/define-command';
import { canAct, postWithList, relationIds, restoreOrder } from './shared';

const at = docrelation.menuPath;
const when = (ctx: CommandContext) => canAct(docrelation, ctx, 'docrelation_edit', 'one');

/** Moves the selected entry to `position` (or by `step` from where it is); the place it got. */
async function moveSelected(ctx: CommandContext, target: (index: number) => number): Promise<number> {
  const [id] = selectedIds(docrelation, ctx);
  const row = await serverRecord(docrelation, id!);
  const ids = relationIds(await readingList(String(row?.postId)));
  const position = Math.min(Math.max(1, target(ids.indexOf(id!) + 1)), ids.length);
  await saveListOrder(moved(ids, id!, position));
  notify('success', t('school.moved', { position }));
  await viewOf(docrelation.name)?.refresh();
  return position;
}

/** Selects the entry at `index` of a post's list, runs the move, and reads the list back. */
async function checkMove(h: CheckHarness, index: (size: number) => number, args: Record<string, unknown>, expected: (ids: string[], id: string) => string[]) {
  await ready(docrelation);
  const { postId, list } = await postWithList(h, 3);
  restoreOrder(h, list);
  const ids = relationIds(list);
  const id = ids[index(ids.length)]!;
  selectRows(docrelation.name, [id]);
  await h.run(args);
  const after = relationIds(await readingList(postId));
  h.expect(after.join() === expected(ids, id).join(), `the list reads ${after.join()} after the move`);
}

export const moveUpCommand = defineCommand({
  id: 'school.docrelation.moveUp',
  title: { zh: '文档关系 · 上移', en: 'Document relations · Move up' },
  group: 'selection',
  keywords: ['move', 'up', 'order', '上移', '排序', '阅读清单'],
  shortcut: 'alt+arrowup',
  changesData: true,
  at,
  when,
  records: { resource: docrelation.name },
  run: (ctx) => moveSelected(ctx, (place) => place - 1),
  check: {
    mutates: true,
    at,
    scenario: (h) => checkMove(h, (size) => size - 1, {}, (ids, id) => moved(ids, id, ids.length - 1)),
  },
});

export const moveDownCommand = defineCommand({
  id: 'school.docrelation.moveDown',
  title: { zh: '文档关系 · 下移', en: 'Document relations · Move down' },
  group: 'selection',
  keywords: ['move', 'down', 'order', '下移', '排序', '阅读清单'],
  shortcut: 'alt+arrowdown',
  changesData: true,
  at,
  when,
  records: { resource: docrelation.name },
  run: (ctx) => moveSelected(ctx, (place) => place + 1),
  check: {
    mutates: true,
    at,
    scenario: (h) => checkMove(h, () => 0, {}, (ids, id) => moved(ids, id, 2)),
  },
});

export const moveToCommand = defineCommand({
  id: 'school.docrelation.moveTo',
  title: { zh: '文档关系 · 移到位置', en: 'Document relations · Move to place' },
  group: 'selection',
  keywords: ['move', 'position', 'top', 'order', '移到', '置顶', '排序', '阅读清单'],
  changesData: true,
  at,
  when,
  records: { resource: docrelation.name },
  args: { position: { kind: 'number', integer: true, min: 1, label: { zh: '位置 (1 为第一位)', en: 'Place (1 is the top)' } } },
  run: (ctx, { position }) => moveSelected(ctx, () => Number(position)),
  check: {
    mutates: true,
    at,
    scenario: (h) => checkMove(h, (size) => size - 1, { position: '1' }, (ids, id) => moved(ids, id, 1)),
  },
});
