import { PATIENCE } from '../helpers/patience';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findMenuByPath, menuHref } from '../../src/core/menu';
import { session } from '../../src/core/session';
import { setLanguage } from '../../src/i18n';
import { mockServer } from '../../mock-server/node';
import { commandLog } from '../../src/platform/registry';
import { waitUntil } from '../../src/platform/harness/screen';
import { goTo, renderConsoleAs } from '../helpers/console';

const DOC = 'http://localhost:9999/doc.html';

const online = (value: boolean) => Object.defineProperty(navigator, 'onLine', { value, configurable: true });

afterEach(() => {
  setLanguage('zh');
  online(true);
  vi.restoreAllMocks();
});

describe('the frame route', () => {
  it.each([
    ['zh', '接口文档'],
    ['en', 'API Docs'],
  ] as const)('names its tab and the page title after the menu (%s)', async (lang, name) => {
    mockServer.use(http.get(DOC, () => HttpResponse.text('docs')));
    await renderConsoleAs('admin');
    setLanguage(lang);
    goTo(menuHref(findMenuByPath(session.menus, DOC)!));
    const bar = await screen.findByRole('navigation', { name: lang === 'zh' ? '标签页' : 'Tabs' });
    await waitUntil(() => within(bar).queryByRole('link', { name }) !== null, PATIENCE, () => `tabs: ${bar.textContent}`);
    await waitUntil(() => document.title.startsWith(`${name} - `), PATIENCE, () => `title: ${document.title}`);
    await waitUntil(() => document.querySelector('iframe.frame-pane[src]') !== null, PATIENCE, () => 'no frame');
    expect(document.querySelector('iframe')!.title).toBe(name);
  });

  it.each([
    ['unreachable', () => mockServer.use(http.get(DOC, () => HttpResponse.error())), '该地址没有应答'],
    ['offline', () => online(false), '当前处于离线状态'],
  ])('says so with the address and the open-in-window command when %s', async (_how, prepare, why) => {
    prepare();
    await renderConsoleAs('admin');
    goTo(menuHref(findMenuByPath(session.menus, DOC)!));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('无法打开 接口文档');
    expect(alert.textContent).toContain(why);
    expect(alert.textContent).toContain(DOC);
    expect(document.querySelector('iframe')).toBeNull();
    const opened: unknown[] = [];
    vi.spyOn(window, 'open').mockImplementation((...args: unknown[]) => (opened.push(args), null));
    await userEvent.setup().click(within(alert).getByRole('button', { name: '在新窗口打开' }));
    await waitUntil(() => opened.length === 1, PATIENCE, () => 'nothing opened');
    expect(opened[0]).toEqual([DOC, '_blank', 'noopener,noreferrer']);
    expect(commandLog.records.at(-1)).toMatchObject({ id: 'link.openWindow', source: 'button', ok: true });
  });
});
