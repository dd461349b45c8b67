import { describe, expect, it } from 'vitest';
import { fixtures, type SeededTable } from '../../../fixtures';
import { resourceByName, resources } from '../../../src/schema';
import { permissionCode, type ButtonKind, type FieldDef, type ResourceSchema } from '../../../src/schema/types';
import { recordProblems } from '../../../src/schema/validate';

const menus = fixtures.menu.filter((m) => m.isDeleted === 0);
const buttons: ButtonKind[] = ['add', 'edit', 'delete', 'view'];
const zhRequired = (name: string, field: string) => resourceByName(name)!.fields.find((f) => f.name === field)!.required?.zh;

describe('resource schemas', () => {
  it('have unique names, found by name', () => {
    expect(new Set(resources.map((r) => r.name)).size).toBe(resources.length);
    for (const schema of resources) expect(resourceByName(schema.name)).toBe(schema);
    expect(resourceByName('nosuch')).toBeUndefined();
  });

  it('open from the menu that carries their code and path, with its button codes', () => {
    for (const schema of resources as readonly ResourceSchema[]) {
      const menu = menus.find((m) => m.code === schema.menuCode && m.category === 1);
      // A schema over another's rows on its master's screen (文档题目 under 文档) keeps their menu.
      const owner = schema.table ? resourceByName(schema.table) : undefined;
      expect([schema.menuPath, owner?.menuPath], schema.name).toContain(menu?.path);
      const codes = menus.filter((m) => m.parentId === menu!.id && m.category === 2).map((m) => m.code);
      for (const button of buttons.filter((b) => schema.buttons[b])) expect(codes, schema.name).toContain(permissionCode(schema, button));
    }
  });

  it('carry their validation messages to the letter', () => {
    expect(['paramName', 'paramKey', 'paramValue'].map((f) => zhRequired('param', f))).toEqual(['请输入参数名称', '请输入参数键名', '请输入参数键值']);
    expect(['packageName', 'menuId'].map((f) => zhRequired('tenant_package', f))).toEqual(['请输入产品包名称', '请选择菜单']);
  });

  it('give the tenant package its 600 px dialog, no view button, and a multiple menu tree', () => {
    const schema = resourceByName('tenant_package')!;
    expect(schema.dialogWidth).toBe(600);
    expect(schema.buttons).toEqual({ add: true, edit: true, delete: true, view: false });
    expect(schema.fields.find((f) => f.name === 'menuId')).toMatchObject({
      kind: 'treeSelect', multiple: true, options: { levels: '/blade-system/menu/lazy-menu-list', label: 'name', value: 'id' },
    });
  });

  it('search on the fields their screens are searched by', () => {
    const searched = (name: string) => resourceByName(name)!.fields.filter((f) => f.search).map((f) => f.name);
    expect(searched('param')).toEqual(['paramName', 'paramKey']);
    expect(searched('notice')).toEqual(['title', 'category']);
  });

  it('read their options from dictionaries that exist', () => {
    const codes = new Set(fixtures.dict.map((d) => d.code));
    for (const field of resources.flatMap((r): readonly FieldDef[] => r.fields)) {
      if (field.options && 'dict' in field.options) expect(codes, field.name).toContain(field.options.dict);
      if (field.multiple) expect(field.kind).toBe('treeSelect');
    }
  });

  it('accept every seed row of their table (the server checks with the same rules)', () => {
    for (const schema of resources as readonly ResourceSchema[]) {
      const rows = fixtures[(schema.table ?? schema.name) as SeededTable] as unknown as Record<string, unknown>[];
      expect(rows.length, schema.name).toBeGreaterThan(0);
      for (const row of rows) expect(recordProblems(schema, row), `${schema.name} ${String(row.id)}`).toEqual({});
    }
  });

  it('keep the notice that proves the view sanitises content', () => {
    expect(fixtures.notice.some((n) => /<img [^>]*onerror=alert\(1\)>/.test(n.content))).toBe(true);
  });
});
