/**
 * A coordinator's round, command by command as the palette runs them (the checks prove each
 * command alone): a document, two questions with options, onto a post's reading list, to its
 * top, a stage's documents copied; what the server then holds, and that the other school sees none of it.
 */
import { act } from '@testing-library/react';
import { expect, it } from 'vitest';
import { db } from '../../mock-server/db';
import { selectRows } from '../../src/core/selection';
import { execute } from '../../src/platform/registry';
import { controllerOf, viewOf } from '../../src/engine/controller';
import { goTo, renderConsoleAs } from '../helpers/console';
import { get, page, tokenOf, type Row } from '../mock-server/crud/helpers';
import type { CommandId } from '../../src/schema/command-ids';

const TEACHER_POST = '1123598817738675212';
const live = (table: string) => db.rows<Row & { isDeleted: number; tenantId: string }>(table).filter((row) => row.isDeleted === 0 && row.tenantId === '100001');
const named = (table: string, field: string, value: string) => live(table).find((row) => row[field] === value)!;

async function onScreen(path: string, name: string): Promise<void> {
  if (window.location.pathname !== path) goTo(path);
  await expect.poll(() => viewOf(name)?.settled() ?? false).toBe(true);
}

const run = (id: CommandId, args: Record<string, unknown>) => act(() => execute(id, args, 'api'));

it('a coordinator builds a document\'s questions, lists it first for a post and copies a stage; the other school sees none of it', async () => {
  await renderConsoleAs('schoolAdmin');
  await onScreen('/school/doc', 'doc');
  const gradeId = named('grade', 'gradeName', '三年级').id;
  await run('crud.doc.add', { docName: '月光下的小熊', author: '林小雨', gradeId, genre: '童话', wordCount: '860', content: '<p>小熊在月光下散步。</p>' });
  const docId = named('doc', 'docName', '月光下的小熊').id;

  // Choosing the document lists its questions below it; a question added there takes it.
  act(() => selectRows('doc', [docId]));
  await expect.poll(() => controllerOf('doc_qns').masterId === docId && viewOf('doc_qns')?.settled()).toBe(true);
  const titles = ['小熊在什么时候散步？', '小熊散步时遇见了谁？'];
  for (const title of titles) await run('crud.doc_qns.add', { title, qnsType: '1', stem: `<p>${title}</p>`, score: '5' });
  await expect.poll(() => viewOf('doc_qns')!.rows().map((row) => row.title).sort()).toEqual([...titles].sort());
  for (const title of titles) {
    // From the question under the document to the options pane, the question chosen there.
    await onScreen('/school/doc', 'doc');
    const qnsId = named('qns', 'title', title).id;
    act(() => selectRows('doc_qns', [qnsId]));
    await run('school.doc_qns.options', {});
    await onScreen('/school/option', 'qns');
    await expect.poll(() => controllerOf('option').masterId === qnsId && viewOf('option')?.settled()).toBe(true);
    for (const [optionKey, content, isRight] of [['A', '晚上', '1'], ['B', '早上', '0']]) {
      await run('crud.option.add', { qnsId, optionKey, content, isRight, score: isRight === '1' ? '5' : '0' });
    }
    await expect.poll(() => viewOf('option')!.rows().map((row) => row.content).sort()).toEqual(['早上', '晚上'].sort());
  }

  await onScreen('/school/doc', 'doc');
  selectRows('doc', [docId]);
  await run('school.doc.assign', { postId: TEACHER_POST });
  await run('school.readingList.open', { postId: TEACHER_POST });
  const entry = live('docrelation').find((row) => row.docId === docId)!;
  await run('school.readingList.move', { entry: entry.id, position: '1' });

  await onScreen('/sch/stageDoc', 'stagedoc');
  const [source, target] = ['第二阶段：共读推进', '第三阶段：成果展示'].map((name) => named('stagedetail', 'stageName', name).id);
  await run('school.stageDoc.copy', { sourceId: source, targetId: target });

  // What any later session reads from the server.
  const school = await tokenOf('100001');
  const list = (await get<Row[]>(school, `/school/doc/getPostByDocList?postId=${TEACHER_POST}`)).body.data;
  expect(list[0]?.docName).toBe('月光下的小熊');
  const questions = (await page(school, `/school/qns/list?docId=${docId}`)).records;
  expect(questions.map((row) => row.title).sort()).toEqual(['小熊在什么时候散步？', '小熊散步时遇见了谁？'].sort());
  for (const question of questions) expect((await page(school, `/school/option/list?qnsId=${question.id}`)).total).toBe(2);
  expect((await page(school, `/sch/stageDoc/page?stageDetailId=${target}`)).total).toBe(3);

  const other = await tokenOf('100002');
  expect((await page(other, '/school/doc/page?docName=月光')).total).toBe(0);
  expect((await page(other, '/school/qns/list?title=小熊')).total).toBe(0);
  expect((await get(other, `/school/doc/getPostByDocList?postId=${TEACHER_POST}`)).status).toBe(400);
  expect((await get(other, `/sch/stageDoc/page?stageDetailId=${target}`)).body).toMatchObject({ data: { total: 0 } });
}, 60_000);
