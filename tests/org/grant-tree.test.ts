/** A grant tree built from the server's nodes and the caller's menus: the sidebar's order and names. */
import { afterEach, describe, expect, it } from 'vitest';
import type { GrantNode } from '../../src/api/grant';
import type { MenuItem } from '../../src/core/menu';
import { setLanguage } from '../../src/i18n';
import { walk } from '../../src/core/tick-tree';
import { grantTree } from '../../src/features/org/grant-tree';

const node = (id: string, parentId: string, title: string, children: GrantNode[] = []): GrantNode => ({ id, parentId, title, key: id, value: id, children });
const menu = (id: string, parentId: string, code: string, name: string, children: MenuItem[] = []): MenuItem => ({ id, parentId, code, name, path: `/${code}`, children });

// The caller's sidebar: 工作台, 系统监控 › 日志管理 › 通用日志; the caller may grant 工作台 and 通用日志 (with its button).
const menus = [menu('1', '0', 'desk', '工作台'), menu('2', '0', 'monitor', '系统监控', [menu('3', '2', 'log', '日志管理', [menu('4', '3', 'log_usual', '通用日志')])])];
// BladeX answers the grantable nodes only, 通用日志 as a root, and here before 工作台.
const nodes = [node('4', '3', '通用日志', [node('5', '4', '查看')]), node('1', '0', '工作台')];

afterEach(() => setLanguage('zh'));

describe('a grant tree', () => {
  it.each([
    ['zh', ['工作台', '系统监控', '日志管理', '通用日志', '查看']],
    ['en', ['Workbench', 'Monitoring', 'Logs', 'Usual Logs', 'View']],
  ] as const)('reads in %s as the sidebar does, groups the caller may not grant as labels', (lang, titles) => {
    setLanguage(lang);
    const tree = grantTree(nodes, menus, false);
    expect(walk(tree).map((n) => n.title)).toEqual(titles);
    expect(walk(tree).map((n) => n.kind)).toEqual(['value', 'label', 'label', 'value', 'value']);
  });
});
