import { describe, expect, it } from 'vitest';
import { db } from '../../mock-server/db';
import type { MenuRow } from '../../mock-server/schema-rows';
import { buttonNamesEn } from '../../src/features/org/button-names';
import { menuNamesEn } from '../../src/i18n/menu-names';
import { authGet, bodyOf, login } from './helpers';

type MenuNode = MenuRow & { children?: MenuNode[]; hasChildren?: boolean };

async function routes(tenantId: string, account: string, topMenuId?: string): Promise<MenuNode[]> {
  const { access_token } = await login(tenantId, account);
  const query = topMenuId ? `?topMenuId=${topMenuId}` : '';
  return (await bodyOf<{ data: MenuNode[] }>(await authGet(`/api/blade-system/menu/routes${query}`, access_token))).data;
}

/** Every code of a tree as 'parent/child' paths, leaves only. */
function leafPaths(nodes: MenuNode[], trail = ''): string[] {
  return nodes.flatMap((n) => (n.children ? leafPaths(n.children, `${trail}${n.code}/`) : [`${trail}${n.code}`]));
}

/** The console's permission map: the codes of the nodes without children. */
async function permissions(tenantId: string, account: string): Promise<Set<string>> {
  const { access_token } = await login(tenantId, account);
  const tree = (await bodyOf<{ data: MenuNode[] }>(await authGet('/api/blade-system/menu/buttons', access_token))).data;
  const codes = new Set<string>();
  const walk = (nodes: MenuNode[]) => nodes.forEach((n) => (n.children ? walk(n.children) : codes.add(n.code)));
  walk(tree);
  return codes;
}

const topMenuId = (tenantId: string, code: string) => db.rows('top_menu').find((t) => t.tenantId === tenantId && t.code === code)!.id;

describe('routes', () => {
  it('gives the platform administrator every menu, grouped and sorted', async () => {
    const tree = await routes('000000', 'admin');
    expect(tree.map((n) => n.code)).toEqual(['desk', 'work', 'school', 'sch', 'monitor', 'tool', 'flow', 'report', 'resource', 'base', 'authority', 'system']);
    const all = db.rows('menu').filter((m) => m.category === 1).length;
    const count = (nodes: MenuNode[]): number => nodes.reduce((n, node) => n + 1 + count(node.children ?? []), 0);
    expect(count(tree)).toBe(all);
    expect(leafPaths(tree)).toContain('monitor/log/log_api');
    expect(tree.find((n) => n.code === 'tool')!.children!.map((n) => n.path)).toContain('https://form.avuejs.com/');
  });

  it('omits children on leaves and carries BladeX menu fields', async () => {
    const [desk] = await routes('000000', 'admin');
    expect(desk).toMatchObject({ code: 'desk', parentId: '0', alias: 'menu', category: 1, action: 0, isOpen: 1, hasChildren: true });
    const notice = desk!.children![0]!;
    expect(notice).toMatchObject({ code: 'notice', path: '/desk/notice', parentId: desk!.id });
    expect(notice).not.toHaveProperty('children');
  });

  it('gives a school administrator the school screens, not the platform ones', async () => {
    expect(leafPaths(await routes('100001', 'admin'))).toEqual([
      'desk/notice',
      'work/work_start', 'work/work_claim', 'work/work_todo', 'work/work_send', 'work/work_done',
      'school/doc', 'school/docrelation', 'school/grade', 'school/graderelation', 'school/option', 'school/qns',
      'sch/stagelistgroup', 'sch/stagelist', 'sch/stageliststatus', 'sch/stagedetail', 'sch/stagedoc',
      'monitor/log/log_usual', 'monitor/log/log_api', 'monitor/log/log_error',
      'resource/oss', 'resource/storage', 'resource/attach', 'resource/sms',
      'authority/role',
      'system/user', 'system/registration', 'system/dept', 'system/post', 'system/dictbiz',
    ]);
  });

  it('limits a tenant to its product package', async () => {
    // 100002's package without the stage lists its admin role is granted.
    const pack = db.rows('tenant_package').find((p) => p.id === db.rows('tenant').find((t) => t.tenantId === '100002')!.packageId)!;
    const stageMenus = new Set(db.rows('menu').filter((m) => m.path === '/sch' || m.path.startsWith('/sch/')).map((m) => m.id));
    db.update('tenant_package', pack, { menuId: pack.menuId.split(',').filter((id) => !stageMenus.has(id)).join(',') });
    const codes = leafPaths(await routes('100002', 'admin'));
    expect(codes.some((c) => c.startsWith('sch/'))).toBe(false);
    expect(codes).toContain('school/doc');
    expect(await permissions('100002', 'admin')).not.toContain('stagedoc_add');
    // A package names menus: the buttons of a menu in it come with the menu.
    expect(await permissions('100002', 'admin')).toContain('doc_add');
  });

  it('gives a teacher the desk, work and school content', async () => {
    expect((await routes('100001', 'teacher')).map((n) => n.code)).toEqual(['desk', 'work', 'school', 'sch']);
    expect((await routes('000000', 'hr')).map((n) => n.code)).toEqual(['desk', 'work']);
  });

  it('narrows routes to a top menu of the tenant', async () => {
    expect((await routes('000000', 'admin', topMenuId('000000', 'top_system'))).map((n) => n.code)).toEqual(['base', 'authority', 'system']);
    expect((await routes('100001', 'admin', topMenuId('100001', 'top_content'))).map((n) => n.code)).toEqual(['school', 'sch']);
    expect((await routes('100001', 'teacher', topMenuId('100001', 'top_system')))).toEqual([]);
    // Another school's top menu is not this session's.
    expect(await routes('100001', 'admin', topMenuId('100002', 'top_content'))).toEqual([]);
  });
});

describe('buttons', () => {
  it('gives the platform administrator every button', async () => {
    const codes = await permissions('000000', 'admin');
    expect(codes.size).toBe(db.rows('menu').filter((m) => m.category === 2).length);
    expect(codes).toContain('tenantpackage_add');
    expect(codes).not.toContain('tenantpackage_view');
  });

  it('maps a school administrator\'s buttons by code', async () => {
    const codes = await permissions('100001', 'admin');
    for (const code of ['user_add', 'user_role', 'doc_add', 'stagedoc_copy', 'role_edit', 'notice_delete']) expect(codes).toContain(code);
    for (const code of ['param_add', 'menu_add', 'tenant_add', 'client_add', 'datasource_add', 'code_add']) expect(codes).not.toContain(code);
  });

  it('gives a teacher view buttons only on school content', async () => {
    const codes = [...(await permissions('100001', 'teacher'))];
    expect(codes.filter((c) => /^(doc|docrelation|grade|graderelation|option|qns|stage\w+)_/.test(c)).sort()).toEqual([
      'doc_view', 'docrelation_view', 'grade_view', 'graderelation_view', 'option_view', 'qns_view',
      'stagedetail_view', 'stagedoc_view', 'stagelist_view', 'stagelistgroup_view', 'stageliststatus_view',
    ]);
    expect(codes).toContain('notice_view');
    expect(codes).not.toContain('notice_add');
  });
});

describe('top menus and names', () => {
  it('lists the top menus of the session\'s tenant, sorted', async () => {
    const { access_token } = await login('100002', 'teacher');
    const body = await bodyOf<{ data: { code: string; tenantId: string }[] }>(await authGet('/api/blade-system/menu/top-menu', access_token));
    expect(body.data.map((t) => t.code)).toEqual(['top_desk', 'top_content', 'top_system']);
    expect(body.data.every((t) => t.tenantId === '100002')).toBe(true);
  });

  it('has an English name for every seeded menu, top menu and button', () => {
    const codes = [...db.rows('menu').filter((m) => m.category === 1), ...db.rows('top_menu')].map((m) => m.code);
    expect(codes.filter((code) => !menuNamesEn[code])).toEqual([]);
    expect(db.rows('menu').filter((m) => m.category === 2 && !buttonNamesEn[m.name]).map((m) => m.name)).toEqual([]);
  });

  it('seeds unique menu codes', () => {
    const codes = db.rows('menu').map((m) => m.code);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
