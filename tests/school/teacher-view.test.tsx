/** A teacher on 文档: the chosen document's questions show below it, and nothing offers to add one. */
import { act, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { db } from '../../mock-server/db';
import { selectRows } from '../../src/core/selection';
import { currentContext } from '../../src/platform/context';
import { getCommand, isAvailable } from '../../src/platform/registry';
import { viewOf } from '../../src/engine/controller';
import { goTo, renderConsoleAs } from '../helpers/console';
import { page, tokenOf } from '../mock-server/crud/helpers';

it('shows a teacher the questions under the chosen document, with no way to add one', async () => {
  await renderConsoleAs('teacher');
  goTo('/school/doc');
  await expect.poll(() => viewOf('doc')?.settled() ?? false).toBe(true);
  const question = db.table<{ id: string; docId: string; tenantId: string; isDeleted: number }>('qns').find((row) => row.tenantId === '100001' && row.isDeleted === 0)!;
  // What the server answers the teacher for that document's questions.
  const expected = (await page(await tokenOf('100001', 'teacher'), `/school/qns/list?docId=${question.docId}&size=100`)).records.map((row) => row.id).sort();
  expect(expected.length).toBeGreaterThan(0);

  act(() => selectRows('doc', [question.docId]));
  await expect.poll(() => (viewOf('doc_qns')?.settled() ? viewOf('doc_qns')!.rows().map((row) => row.id).sort() : [])).toEqual(expected);

  const questions = screen.getByRole('grid', { name: /文档题目/ }).closest('.master-detail-detail') as HTMLElement;
  expect(within(questions).queryByRole('button', { name: '新增' })).toBeNull();
  expect(isAvailable(getCommand('crud.doc_qns.add')!, currentContext())).toBe(false);
  // Reading one is open to them.
  act(() => selectRows('doc_qns', [question.id]));
  expect(isAvailable(getCommand('crud.doc_qns.view')!, currentContext())).toBe(true);
});
