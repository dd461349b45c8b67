/**
 * 选项 from a question: the options screen, where the questions stand beside the chosen
 * question's options, opened with that question chosen. Both lists of questions have it: 题目
 * (every question) and the questions under the chosen document on 文档.
 */
import { selectRows } from '../../src/core/selection';
import { resourceByName } from '../../src/schema';
import { docQns } from '../../src/schema/school/doc-qns';
import { option } from '../../src/schema/school/option';
import { optionsAction, qns } from '../../src/schema/school/qns';
import type { ResourceSchema } from '../../src/schema/types';
import { chooseMaster, select, viewOf } from '../../src/engine/controller';
import type { CheckHarness } from '../../src/platform/types';
import { ready, until } from '../crud/checks';
import { serverRecord, serverRows } from '../crud/readback';
import { selectedIds } from '../crud/shared';
import { defineCommand } from '../../src/platform/define-command';
import { goTo } from '../navigation/helpers';
import { canAct } from './shared';
import type { IdPart } from '../../src/schema/command-names';

/**
 * Shows `qnsId` on `list` when the list is a document's questions: its document chosen on 文档,
 * as a user chooses it (the documents' selection comes back when the check ends).
 */
async function showQuestion(h: CheckHarness, list: ResourceSchema, qnsId: string): Promise<void> {
  if (!list.master) return;
  const { resource, field } = list.master;
  await ready(resourceByName(resource)!);
  const masterId = String((await serverRecord(qns, qnsId))?.[field] ?? h.skip({ zh: '该题目已不存在', en: 'the question is gone' }));
  select(resource, [masterId]);
  await until(() => Boolean(viewOf(list.name)?.settled() && viewOf(list.name)!.row(qnsId)), 'the question to show under its document');
}

function optionsCommand<N extends IdPart<'school.', '.options'>>(list: ResourceSchema & { name: N }) {
  return defineCommand({
    id: optionsAction(list.name).command,
    title: { zh: `${list.title.zh} · 查看选项`, en: `${list.title.en} · Options` },
    group: 'selection',
    keywords: ['options', 'answers', '选项', '答案'],
    at: list.menuPath,
    when: (ctx) => canAct(list, ctx, 'option_view', 'one'),
    records: { resource: list.name },
    run: (ctx) => {
      const [id] = selectedIds(list, ctx);
      // The options screen lists the question's options under it, the question selected.
      select(qns.name, [id!]);
      chooseMaster(option.name, id!);
      goTo(option.menuPath);
    },
    check: {
      at: list.menuPath,
      scenario: async (h) => {
        await ready(list);
        const qnsId = String((await serverRows(option))[0]?.qnsId ?? h.skip({ zh: '没有题目含选项', en: 'no question has options' }));
        await showQuestion(h, list, qnsId);
        selectRows(list.name, [qnsId]);
        await h.run();
        await h.at(option.menuPath);
        const expected = (await serverRows(option, { qnsId })).map((row) => row.id).join();
        await until(() => Boolean(viewOf(option.name)?.settled()) && viewOf(option.name)!.rows().map((row) => row.id).join() === expected, 'the question\'s options to show');
      },
    },
  });
}

export const qnsOptionsCommand = optionsCommand(qns);
export const docQnsOptionsCommand = optionsCommand(docQns);
