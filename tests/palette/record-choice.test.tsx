/**
 * A palette step choosing among records of another screen (a question's 文档): typing a few
 * letters finds a record beyond the first page on the server, and a starting value beyond it
 * is named, not shown as an id.
 */
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fixtures } from '../../fixtures';
import { choiceOf } from '../../commands/crud/field-args';
import { login } from '../../src/auth/login';
import { execute } from '../../src/platform/registry';
import { qns } from '../../src/schema/school/qns';
import { accounts } from '../helpers/console';
import { PATIENCE } from '../helpers/patience';
import { optionTitles, renderPalette, settle, setUpPalettePrompterTests, testCommand } from './helpers';

setUpPalettePrompterTests();

describe('a palette step choosing a record', () => {
  it('finds a record by a few letters of its name and names a starting value it did not list', async () => {
    await login(accounts.schoolAdmin);
    const docs = fixtures.doc.filter((row) => row.tenantId === '100001');
    const [first, last] = [docs[0]!, docs.at(-1)!];
    const field = qns.fields.find((one) => one.name === 'docId')!;
    const run = vi.fn();
    const command = testCommand({
      id: 't.doc',
      title: { zh: '选择文档', en: 'Choose a document' },
      args: { doc: { kind: 'choice', label: field.label, initial: () => first.id, ...choiceOf(field) } },
      run,
    });
    const { user } = renderPalette();
    let result: Promise<unknown> = Promise.resolve();
    act(() => void (result = execute(command, {}, 'palette')));
    await settle();
    // The starting value is named (保留: <name>), whatever page the list shows.
    await waitFor(() => expect(optionTitles().some((title) => title?.includes(first.docName))).toBe(true), { timeout: PATIENCE });
    await user.keyboard(last.docName.slice(0, 4));
    await waitFor(() => expect(optionTitles()).toContain(last.docName), { timeout: PATIENCE });
    await user.keyboard('{Enter}');
    await act(() => result);
    expect(run).toHaveBeenCalledWith(expect.anything(), { doc: last.id });
  });
});
