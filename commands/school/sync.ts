/** 按年级同步: adds to a post's reading list the documents of its grades (年级关系) the list lacks. */
import * as api from '../../src/api/resource';
import { notify } from '../../src/core/notify';
import { readingList, syncList } from '../../src/api/school';
import { t } from '../../src/i18n';
import { doc } from '../../src/schema/school/doc';
import { docrelation } from '../../src/schema/school/docrelation';
import { graderelation } from '../../src/schema/school/graderelation';
import { viewOf } from '../../src/engine/controller';
import { ready } from '../crud/checks';
import { findStored, serverRows } from '../crud/readback';
import { defineCommand } from '../../src/platform/define-command';
import { canAct, firstPost, postArg } from './shared';

export const syncCommand = defineCommand({
  id: 'school.docrelation.sync',
  title: { zh: '文档关系 · 按年级同步', en: 'Document relations · Sync by grade' },
  group: 'resource',
  keywords: ['sync', 'grade', 'reading list', '同步', '年级', '阅读清单'],
  changesData: true,
  at: docrelation.menuPath,
  when: (ctx) => canAct(docrelation, ctx, 'docrelation_edit', 'none'),
  args: { postId: postArg },
  run: async (_, { postId }) => {
    const count = await syncList(postId);
    notify('success', t('school.synced', { count }));
    await viewOf(docrelation.name)?.refresh();
    return count;
  },
  check: {
    mutates: true,
    at: docrelation.menuPath,
    scenario: async (h) => {
      await ready(docrelation);
      const postId = (await firstPost(h.context())) ?? h.skip({ zh: '本校没有岗位', en: 'the school has no post' });
      // The post reads with a grade that has documents, for the check's time.
      const gradeId = String((await serverRows(doc))[0]?.gradeId ?? h.skip({ zh: '本校没有文档', en: 'the school has no documents' }));
      const link = { gradeId, postId, remark: 'check' };
      await api.submit(graderelation, link);
      const relation = await findStored(graderelation, link);
      h.expect(relation, 'the grade relation made for the check is not on the server');
      h.cleanup(() => api.remove(graderelation, [relation!.id]));
      const before = await readingList(postId);
      const added = Number(await h.run({ postId }));
      const after = await readingList(postId);
      h.cleanup(() => {
        const fresh = after.slice(before.length).map((entry) => entry.relationId);
        return fresh.length ? api.remove(docrelation, fresh) : undefined;
      });
      h.expect(after.length === before.length + added, `the list grew by ${after.length - before.length}, the server said ${added}`);
      h.expect(before.every((entry, index) => after[index]?.relationId === entry.relationId), 'the list\'s first entries moved');
      const gradeDocs = await serverRows(doc, { gradeId });
      const listed = new Set(after.map((entry) => entry.id));
      h.expect(gradeDocs.every((row) => listed.has(row.id)), 'a document of the grade is not on the list');
    },
  },
});
