/**
 * From a row to what belongs to it: a document's questions (题目, searched by the document) and
 * a question's options (选项, where questions and their options stand side by side).
 */
import { selectRows } from '../../src/core/selection';
import { doc } from '../../src/resources/school/doc';
import { option } from '../../src/resources/school/option';
import { qns } from '../../src/resources/school/qns';
import { chooseMaster, resetSearch, select, viewOf } from '../../src/resources/view/controller';
import { ready, until } from '../crud/checks';
import { serverRows } from '../crud/readback';
import { selectedIds } from '../crud/shared';
import { defineCommand, goTo } from '../navigation/helpers';
import { canAct } from './shared';

export const questionsCommand = defineCommand({
  id: 'school.doc.questions',
  title: { zh: '文档: 查看题目', en: 'Documents: Questions' },
  group: 'selection',
  keywords: ['questions', '题目', '问题'],
  at: doc.menuPath,
  when: (ctx) => canAct(doc, ctx, 'qns_view', 'one'),
  run: (ctx) => goTo(`${qns.menuPath}?docId=${encodeURIComponent(selectedIds(doc, ctx)[0]!)}`),
  check: {
    at: doc.menuPath,
    scenario: async (h) => {
      await ready(doc);
      const docId = String((await serverRows(qns))[0]?.docId ?? h.skip('no document has questions'));
      selectRows(doc.name, [docId]);
      // The questions screen keeps its search when next opened: the check leaves it cleared.
      h.cleanup(() => resetSearch(qns.name));
      await h.run();
      await h.at(qns.menuPath);
      const expected = (await serverRows(qns, { docId })).map((row) => row.id).join();
      await until(() => Boolean(viewOf(qns.name)?.settled()) && viewOf(qns.name)!.rows().map((row) => row.id).join() === expected, 'the document\'s questions to show');
    },
  },
});

export const optionsCommand = defineCommand({
  id: 'school.qns.options',
  title: { zh: '题目: 查看选项', en: 'Questions: Options' },
  group: 'selection',
  keywords: ['options', 'answers', '选项', '答案'],
  at: qns.menuPath,
  when: (ctx) => canAct(qns, ctx, 'option_view', 'one'),
  run: (ctx) => {
    const [id] = selectedIds(qns, ctx);
    // The options screen lists the question's options under it, the question selected.
    select(qns.name, [id!]);
    chooseMaster(option.name, id!);
    goTo(option.menuPath);
  },
  check: {
    at: qns.menuPath,
    scenario: async (h) => {
      await ready(qns);
      const qnsId = String((await serverRows(option))[0]?.qnsId ?? h.skip('no question has options'));
      selectRows(qns.name, [qnsId]);
      await h.run();
      await h.at(option.menuPath);
      const expected = (await serverRows(option, { qnsId })).map((row) => row.id).join();
      await until(() => Boolean(viewOf(option.name)?.settled()) && viewOf(option.name)!.rows().map((row) => row.id).join() === expected, 'the question\'s options to show');
    },
  },
});
