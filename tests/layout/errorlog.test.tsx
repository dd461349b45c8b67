import { PATIENCE } from '../helpers/patience';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { commandLog, execute } from '../../src/platform/registry';
import { waitUntil } from '../../src/platform/harness/screen';
import { mockServer } from '../../mock-server/node';
import {
  badgeText, captureRenderErrors, captureWindowErrors, clearErrors, ERROR_LOG_LIMIT, ERROR_UPLOAD_PATH, errorLog,
  recordError, reloadErrorLog, ShownError, type LocalError,
} from '../../src/core/errorlog';
import { ApiError } from '../../src/core/http';
import { PaneHost, paneErrorListeners } from '../../src/shell/PaneHost';
import { renderConsoleAs } from '../helpers/console';

const tick = () => new Promise((resolve) => setTimeout(resolve));

function rejection(reason: unknown): Event {
  const event = new Event('unhandledrejection');
  Object.assign(event, { reason, promise: Promise.resolve() });
  return event;
}

afterEach(() => clearErrors());

describe('local error log', () => {
  it('records uncaught window errors and unhandled rejections, not errors already shown', () => {
    const stop = captureWindowErrors();
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('kaput'), message: 'kaput', filename: 'app.js', lineno: 3, colno: 7 }));
    window.dispatchEvent(rejection(new Error('async kaput')));
    window.dispatchEvent(rejection(new ApiError(500, 'shown by the HTTP client')));
    window.dispatchEvent(rejection(new ShownError('a refusal')));
    stop();
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('after stop') }));
    expect(errorLog.entries.map((e) => [e.type, e.message, e.info])).toEqual([
      ['error', 'kaput', 'app.js:3:7'],
      ['unhandledrejection', 'async kaput', ''],
    ]);
    const [entry] = errorLog.entries;
    expect(entry.url).toBe(window.location.href);
    expect(entry.stack).toContain('kaput');
    expect(entry.time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('records render errors that a pane boundary catches, with the component stack', async () => {
    const stop = captureRenderErrors(paneErrorListeners);
    function Broken(): never {
      throw new Error('render kaput');
    }
    const quiet = console.error;
    console.error = () => undefined; // React logs caught render errors too
    try {
      render(<PaneHost load={() => Promise.resolve({ default: Broken })} params={{}} resetKey="/x" />);
      expect(await screen.findByRole('alert')).toBeTruthy();
    } finally {
      console.error = quiet;
      stop();
    }
    const entry = errorLog.entries.at(-1) as LocalError;
    expect(entry).toMatchObject({ type: 'render', message: 'render kaput' });
    expect(entry.info).toContain('Broken');
  });

  it('persists in localStorage and keeps the newest entries', async () => {
    recordError('error', new Error('kept'));
    await tick();
    expect(JSON.parse(localStorage.getItem('saber-error-log')!)).toHaveLength(1);
    errorLog.entries = [];
    reloadErrorLog();
    expect(errorLog.entries[0].message).toBe('kept');
    for (let i = 0; i < ERROR_LOG_LIMIT + 5; i++) recordError('error', `e${i}`);
    expect(errorLog.entries).toHaveLength(ERROR_LOG_LIMIT);
    expect(errorLog.entries.at(-1)!.message).toBe(`e${ERROR_LOG_LIMIT + 4}`);
  });

  it('shows the count on the badge, capped at 99', () => {
    expect([0, 1, 99, 100, 250].map((n) => badgeText(n))).toEqual(['', '1', '99', '99+', '99+']);
  });

  it('uploads the log after a confirmation in the dialog, then empties it', async () => {
    const bodies: unknown[] = [];
    mockServer.use(http.post(`*/api${ERROR_UPLOAD_PATH}`, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ code: 200, success: true, data: null, msg: '操作成功' });
    }));
    await renderConsoleAs('admin');
    act(() => { recordError('error', new Error('send me')); });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '错误日志 1 条' }));
    const dialog = await screen.findByRole('dialog', { name: '错误日志' });
    expect(within(dialog).getByText('send me')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '上传服务器' }));
    const confirm = await screen.findByRole('alertdialog', { name: '提示' });
    expect(within(confirm).getByText('确定上传本地日志到服务器?')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitUntil(() => bodies.length === 1, PATIENCE, () => 'nothing uploaded');
    expect(bodies[0]).toEqual([expect.objectContaining({ type: 'error', message: 'send me' })]);
    expect(await screen.findByText('发送成功!')).toBeTruthy();
    expect(errorLog.entries).toHaveLength(0);
    expect(commandLog.records.at(-1)).toMatchObject({ id: 'errors.upload', source: 'button', ok: true });
  });

  it('clears the log after a confirmation; cancelling keeps it', async () => {
    await renderConsoleAs('admin');
    act(() => { recordError('error', new Error('clear me')); });
    await execute('errors.open', {}, 'test');
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: '错误日志' });
    await user.click(within(dialog).getByRole('button', { name: '清空本地日志' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: '提示' })).getByRole('button', { name: '取消' }));
    expect(errorLog.entries).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: '清空本地日志' }));
    expect(within(await screen.findByRole('alertdialog', { name: '提示' })).getByText('确定清空本地日志?')).toBeTruthy();
    await user.click(within(screen.getByRole('alertdialog', { name: '提示' })).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('清空成功!')).toBeTruthy();
    expect(errorLog.entries).toHaveLength(0);
    expect(await within(dialog).findByText('暂无错误日志')).toBeTruthy();
  });
});
