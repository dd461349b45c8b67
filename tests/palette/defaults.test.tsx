import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { palette } from '../../src/palette/state';
import { openWith, renderPalette, settle, setUpPalettePrompterTests, testCommand } from './helpers';

setUpPalettePrompterTests();

const roles = [{ value: 'admin', label: '管理员' }, { value: 'teacher', label: '教师' }];

describe('Ctrl+Enter on a command in the list', () => {
  it('runs it with every argument as it starts, asking only a required one without a start and a confirmation', async () => {
    const run = vi.fn();
    testCommand({
      id: 't.register',
      title: { zh: '登记人员', en: 'Register' },
      args: {
        code: { kind: 'text', optional: true, label: { zh: '编号', en: 'Code' }, initial: () => 'c-1' },
        remark: { kind: 'text', optional: true, label: { zh: '备注', en: 'Remark' } },
        // Starts from what was answered before it.
        level: { kind: 'number', label: { zh: '级别', en: 'Level' }, initial: (_ctx, answers) => `${String(answers.code)}-3` },
        role: { kind: 'choice', label: { zh: '角色', en: 'Role' }, options: () => roles },
        sure: { kind: 'confirm', label: { zh: '确定登记?', en: 'Register?' } },
      },
      run,
    });
    const { user } = renderPalette();
    await openWith();
    await user.keyboard('登记');
    // The footer names the key.
    expect(screen.getByRole('dialog').textContent).toContain('按默认值执行');
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(palette.prompt).toMatchObject({ name: 'role' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(palette.prompt).toMatchObject({ name: 'sure' }));
    await user.keyboard('{Enter}');
    await settle();
    expect(run).toHaveBeenCalledWith(expect.anything(), { code: 'c-1', remark: undefined, level: 'c-1-3', role: 'admin', sure: true });
  });

  it('asks nothing when every argument starts with a value, and Enter still asks each', async () => {
    const run = vi.fn();
    testCommand({
      id: 't.toggle',
      title: { zh: '切换模式', en: 'Toggle mode' },
      args: { mode: { kind: 'choice', optional: true, label: { zh: '模式', en: 'Mode' }, options: () => [{ value: 'a', label: 'A' }] } },
      run,
    });
    const { user } = renderPalette();
    await openWith();
    await user.keyboard('切换模式{Control>}{Enter}{/Control}');
    await settle();
    expect(run).toHaveBeenCalledWith(expect.anything(), { mode: undefined });
    expect(palette.open).toBe(false);

    await openWith();
    await user.keyboard('切换模式{Enter}');
    await waitFor(() => expect(palette.prompt).toMatchObject({ name: 'mode' }));
  });
});
