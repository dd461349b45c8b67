/**
 * 阅读清单: a post's reading list in a dialog (getPostByDocList), and moving one of its
 * documents to a place, which the dialog's dragging and Alt+↑ / Alt+↓ run too.
 */
import { notify } from '../../src/core/notify';
import { moved, readingList, saveListOrder } from '../../src/api/school';
import { readingListView, reloadReadingList } from '../../src/features/school/reading-list-state';
import { t } from '../../src/i18n';
import { docrelation } from '../../src/schema/school/docrelation';
import { viewOf } from '../../src/engine/controller';
import type { CheckHarness } from '../../src/platform/types';
import { until } from '../crud/checks';
import { fieldOptions } from '../crud/field-args';
import { defineCommand } from '../../src/platform/define-command';
import { closeDialog, openDialog } from '../../src/platform/dialogs';
import { inConsole } from '../navigation/helpers';
import { postArg, postWithList, relationIds, restoreOrder } from './shared';

const postField = docrelation.fields.find((field) => field.name === 'postId')!;

/** The documents the dialog shows, top to bottom. */
const shownNames = () => [...document.querySelectorAll('.reading-list-name')].map((node) => node.textContent ?? '');

/** Opens the list of a post with at least three documents; closed again when the check ends. */
async function openLongList(h: CheckHarness) {
  const found = await postWithList(h, 3);
  h.cleanup(() => closeDialog('readingList'));
  await h.execute('school.readingList.open', { postId: found.postId });
  await until(() => shownNames().join() === found.list.map((entry) => entry.docName).join(), 'the dialog to show the list in order');
  return found;
}

export const openReadingListCommand = defineCommand({
  id: 'school.readingList.open',
  title: { zh: '阅读清单 · 打开', en: 'Reading list · Open' },
  group: 'resource',
  keywords: ['reading list', 'post', 'order', '阅读清单', '岗位', '排序'],
  when: (ctx) => inConsole(ctx) && ctx.can('docrelation_view'),
  args: { postId: postArg },
  run: async (ctx, { postId }) => {
    const post = (await fieldOptions(postField, ctx)).find((option) => option.value === postId);
    await openDialog('readingList', postId, post?.label ?? postId);
  },
  check: {
    scenario: async (h) => {
      await openLongList(h);
    },
  },
});

export const moveInReadingListCommand = defineCommand({
  id: 'school.readingList.move',
  title: { zh: '阅读清单 · 移到位置', en: 'Reading list · Move to place' },
  group: 'resource',
  keywords: ['move', 'drag', 'order', '移动', '拖动', '排序'],
  changesData: true,
  when: (ctx) => readingListView.postId !== null && ctx.can('docrelation_edit'),
  args: {
    entry: {
      kind: 'choice',
      label: { zh: '文档', en: 'Document' },
      options: () => readingListView.entries.map((entry, index) => ({ value: entry.relationId, label: entry.docName, hint: String(index + 1) })),
    },
    position: { kind: 'number', integer: true, min: 1, label: { zh: '位置 (1 为第一位)', en: 'Place (1 is the top)' } },
  },
  run: async (_, { entry, position }) => {
    const ids = relationIds(readingListView.entries);
    const place = Math.min(Math.max(1, Number(position)), ids.length);
    await saveListOrder(moved(ids, entry, place));
    await reloadReadingList();
    notify('success', t('school.moved', { position: place }));
    await viewOf(docrelation.name)?.refresh();
  },
  check: {
    mutates: true,
    scenario: async (h) => {
      const { postId, list } = await openLongList(h);
      restoreOrder(h, list);
      const last = list.at(-1)!;
      await h.run({ entry: last.relationId, position: '1' });
      const expected = moved(relationIds(list), last.relationId, 1);
      const stored = relationIds(await readingList(postId));
      h.expect(stored.join() === expected.join(), 'the server does not hold the new order');
      await until(() => shownNames()[0] === last.docName, 'the dialog to show the moved document first');
    },
  },
});
