import { afterEach, describe, expect, it, vi } from 'vitest';
import { installMenuCommands, menuCommands } from '../../commands/navigation';
import { allCommands, getCommand } from '../../src/platform/registry';
import type { MenuItem } from '../../src/core/menu';
import { clearSession, session } from '../../src/core/session';

const tick = () => new Promise((resolve) => setTimeout(resolve));

const menus: MenuItem[] = [
  { id: '1', parentId: '0', code: 'system', name: '系统管理', path: '/system', children: [
    { id: '2', parentId: '1', code: 'param', name: '参数管理', path: '/system/param' },
    { id: '3', parentId: '1', code: 'secret', name: '机密', path: '/system/post', meta: { roles: ['boss'] } },
    { id: '7', parentId: '1', code: 'user', name: '用户管理', path: '/system/unbuilt' },
  ] },
  { id: '4', parentId: '0', code: 'tool', name: '研发工具', path: '/tool', children: [
    { id: '5', parentId: '4', code: 'form', name: '表单设计', path: 'https://form.avuejs.com/' },
    { id: '6', parentId: '4', code: 'report', name: '报表', path: '/desk/notice', query: { target: '_blank' } },
  ] },
];

afterEach(() => {
  clearSession();
  vi.restoreAllMocks();
});

describe('generated menu commands', () => {
  it('make one nav.menu.<code> per visible leaf with a built screen, titled in both languages', () => {
    const commands = menuCommands(menus, ['administrator']);
    expect(commands.map((c) => c.id)).toEqual(['nav.menu.param', 'nav.menu.form', 'nav.menu.report']);
    const param = commands[0];
    expect(param.title).toEqual({ zh: '参数管理', en: 'Parameters' });
    expect(param.hint).toEqual({ zh: '系统管理', en: 'System' });
    expect(param.keywords).toEqual(expect.arrayContaining(['param', '/system/param', '系统管理']));
    expect(menuCommands(menus, ['boss']).map((c) => c.id)).toContain('nav.menu.secret');
  });

  it('open menus the sidebar way: framed URLs in the frame route, query targets in a new window', () => {
    const [, form, report] = menuCommands(menus, []);
    const opened = vi.spyOn(window, 'open').mockImplementation(() => null);
    form.run({} as never, {} as never);
    expect(window.location.pathname).toBe('/myiframe/urlPath');
    expect(new URLSearchParams(window.location.search).get('src')).toBe('https://form.avuejs.com/');
    report.run({} as never, {} as never);
    expect(opened).toHaveBeenCalledWith('/desk/notice?target=_blank', '_blank');
    expect(report.check).toEqual({ impossible: { zh: expect.stringContaining('新的浏览器窗口'), en: expect.stringContaining('new browser window') } });
  });

  it('keep one command per code when two leaves share it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const twice: MenuItem[] = [...menus, { id: '9', parentId: '0', code: 'param', name: '参数二', path: '/system/client' }];
    expect(menuCommands(twice, []).filter((c) => c.id === 'nav.menu.param')).toHaveLength(1);
    expect(warn).toHaveBeenCalled();
  });

  it('follow the session: re-registered when the menus or roles change, removed on stop', async () => {
    session.menus = menus;
    session.roles = [];
    const stop = installMenuCommands();
    expect(getCommand('nav.menu.param')).toBeTruthy();
    expect(getCommand('nav.menu.secret')).toBeUndefined();

    session.roles = ['boss'];
    await tick();
    expect(getCommand('nav.menu.secret')).toBeTruthy();

    session.menus = [menus[1]];
    await tick();
    expect(getCommand('nav.menu.param')).toBeUndefined();
    expect(getCommand('nav.menu.form')).toBeTruthy();

    // Unrelated session changes (tabs) keep the same command objects.
    const before = getCommand('nav.menu.form');
    session.tabs.push({ label: 'x', value: '/x', close: true });
    await tick();
    expect(getCommand('nav.menu.form')).toBe(before);

    stop();
    expect(allCommands().some((c) => c.id.startsWith('nav.menu.'))).toBe(false);
  });
});
