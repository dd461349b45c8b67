import { PATIENCE } from '../helpers/patience';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { commandLog, execute } from '../../src/platform/registry';
import { waitUntil } from '../../src/platform/harness/screen';
import { notify } from '../../src/core/notify';
import { session } from '../../src/core/session';
import { renderConsoleAs } from '../helpers/console';

const at = (path: string) => waitUntil(() => window.location.pathname === path, PATIENCE, () => `expected ${path}, at ${window.location.pathname}`);

describe('lock and unlock', () => {
  it('refuses an empty lock password with its message', async () => {
    await renderConsoleAs('admin');
    // A caller's value is checked against the argument's rule before the command runs.
    await expect(execute('session.lock', { password: '' }, 'test')).rejects.toThrow('锁屏密码不能为空');
    expect(session.lock.password).toBe('');
  });

  it('locks from the header, unlocks on the lock page with the same password, back on the page that was locked', async () => {
    await renderConsoleAs('admin', '/wel/dashboard');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '锁屏' }));
    const dialog = await screen.findByRole('dialog', { name: '设置锁屏密码' });
    // Submitting empty shows the rule's message and stays.
    await user.click(within(dialog).getByRole('button', { name: '锁屏' }));
    expect(await within(dialog).findByText('锁屏密码不能为空')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/锁屏密码/), 'secret');
    await user.keyboard('{Enter}');
    await at('/lock');
    expect(commandLog.records.at(-1)).toMatchObject({ id: 'session.lock', source: 'button', ok: true });
    expect(session.lock.password).toBe('secret');

    // The guard keeps a locked session on /lock.
    window.history.pushState(null, '', '/wel/index');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await at('/lock');

    await user.type(await screen.findByLabelText('锁屏密码'), 'wrong');
    await user.click(screen.getByRole('button', { name: '解锁' }));
    // Said once, beside the field: no toast repeats it. A toast raised afterwards has shown by
    // the time it is seen, so one raised by the refusal would have too.
    const field = screen.getByLabelText('锁屏密码').closest('.field')!;
    await within(field as HTMLElement).findByText('解锁密码错误,请重新输入');
    notify('info', '之后的消息');
    await screen.findByText('之后的消息');
    expect(screen.getAllByText('解锁密码错误,请重新输入')).toHaveLength(1);
    expect(commandLog.records.at(-1)).toMatchObject({ id: 'session.unlock', source: 'button', ok: false });

    await user.clear(screen.getByLabelText('锁屏密码'));
    await user.type(screen.getByLabelText('锁屏密码'), 'secret');
    await user.click(screen.getByRole('button', { name: '解锁' }));
    await at('/wel/dashboard');
    expect(session.lock.password).toBe('');
    expect(commandLog.records.at(-1)).toMatchObject({ id: 'session.unlock', source: 'button', ok: true });
  });
});
