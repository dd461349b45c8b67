import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsoleAs, type AccountName } from '../helpers/console';
import { giveListAHeight } from '../palette/helpers';
import { viewOf } from '../../src/engine/controller';
import { selectRows } from '../../src/core/selection';

const restoreHeight = giveListAHeight();

interface Case {
  /** Who opens it, where. */
  account: AccountName;
  path: string;
  /** The rows selected first, of the screen's resource (a record's dialog needs one). */
  select?: string;
  /** The button that opens it (its accessible name). */
  trigger: string | RegExp;
  /** The dialog it opens (its accessible name). */
  dialog: string | RegExp;
}

// Each dialog, prompt and sheet a button opens: focus goes into it, and Esc gives it back to
// the button.
const cases: [string, Case][] = [
  ['the record form', { account: 'admin', path: '/system/param', trigger: '新增', dialog: /新增/ }],
  ['the record view', { account: 'admin', path: '/system/param', select: 'param', trigger: '查看', dialog: /查看/ }],
  ['a delete confirmation', { account: 'admin', path: '/system/param', select: 'param', trigger: '删除', dialog: /提示|删除/ }],
  ['the palette', { account: 'admin', path: '/wel/index', trigger: '全部命令', dialog: '命令面板' }],
  ['a prompt in the palette', { account: 'schoolAdmin', path: '/system/user', select: 'user', trigger: '密码重置', dialog: '命令面板' }],
  ['the lock screen dialog', { account: 'admin', path: '/wel/index', trigger: '锁屏', dialog: /锁屏/ }],
  ['the error log', { account: 'admin', path: '/wel/index', trigger: '错误日志', dialog: /错误日志/ }],
  ['the grant dialog', { account: 'admin', path: '/authority/role', select: 'role', trigger: '权限设置', dialog: /权限/ }],
  ['the upload dialog', { account: 'admin', path: '/resource/attach', trigger: '上传', dialog: /上传/ }],
];

describe('focus around dialogs', () => {
  it.each(cases)('%s takes the focus when it opens and gives it back when it closes', async (_name, { account, path, select, trigger, dialog }) => {
    await renderConsoleAs(account, path);
    if (select) {
      const resource = select;
      await waitFor(() => expect(viewOf(resource)?.rows().length).toBeGreaterThan(0));
      selectRows(resource, [viewOf(resource)!.rows()[0]!.id]);
    }
    const user = userEvent.setup();
    const button = await waitFor(() => {
      const found = screen.getAllByRole('button', { name: trigger }).find((b) => !b.hasAttribute('disabled') && b.getAttribute('aria-disabled') !== 'true');
      expect(found).toBeTruthy();
      return found!;
    });
    await user.click(button);
    const opened = await waitFor(() => {
      const found = [...screen.queryAllByRole('dialog', { name: dialog }), ...screen.queryAllByRole('alertdialog', { name: dialog })][0];
      expect(found).toBeTruthy();
      return found!;
    });
    await waitFor(() => expect(opened.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(opened.isConnected).toBe(false));
    await waitFor(() => expect(document.activeElement).toBe(button));
  });
});

restoreHeight();
