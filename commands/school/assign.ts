/** 加入阅读清单: puts the documents selected on 文档 at the end of a post's reading list. */
import { notify } from '../../src/core/notify';
import { selectRows } from '../../src/core/selection';
import { addToList, readingList } from '../../src/api/school';
import { t } from '../../src/i18n';
import * as api from '../../src/api/resource';
import { doc } from '../../src/schema/school/doc';
import { viewOf } from '../../src/engine/controller';
import { ready, sampleRecord } from '../crud/checks';
import { findStored, serverRecord } from '../crud/readback';
import { selectedIds } from '../crud/shared';
import { defineCommand } from '../../src/platform/define-command';
import { canAct, firstPost, postArg } from './shared';

export const assignCommand = defineCommand({
  id: 'school.doc.assign',
  title: { zh: '文档 · 加入阅读清单', en: 'Documents · Add to a reading list' },
  group: 'selection',
  keywords: ['assign', 'post', 'reading list', '岗位', '阅读清单', '加入'],
  changesData: true,
  at: doc.menuPath,
  records: { resource: doc.name, several: true },
  when: (ctx) => canAct(doc, ctx, 'docrelation_add', 'some'),
  args: { postId: postArg },
  run: async (ctx, { postId }) => {
    const listed = new Set((await readingList(postId)).map((entry) => entry.id));
    const added = selectedIds(doc, ctx).filter((id) => !listed.has(id));
    for (const id of added) await addToList(postId, id);
    notify(added.length ? 'success' : 'info', added.length ? t('school.assigned', { count: added.length }) : t('school.alreadyListed'));
    await viewOf(doc.name)?.refresh();
    return added.length;
  },
  check: {
    mutates: true,
    at: doc.menuPath,
    scenario: async (h) => {
      await ready(doc);
      // A document on no list yet, so its arrival proves the assignment.
      const values: Record<string, unknown> = { ...(await sampleRecord(doc)), postIds: '' };
      await api.submit(doc, values);
      const row = await findStored(doc, { docName: values.docName });
      h.expect(row, 'the document made for the check is not on the server');
      h.cleanup(async () => {
        if (await serverRecord(doc, row!.id)) await api.remove(doc, [row!.id]);
      });
      const postId = (await firstPost(h.context())) ?? h.skip({ zh: '本校没有岗位', en: 'the school has no post' });
      selectRows(doc.name, [row!.id]);
      await h.run({ postId });
      const list = await readingList(postId);
      h.expect(list.at(-1)?.id === row!.id, 'the document is not last on the post\'s reading list');
      h.expect(String((await serverRecord(doc, row!.id))?.postIds).split(',').includes(postId), 'the document does not name the post');
    },
  },
});
