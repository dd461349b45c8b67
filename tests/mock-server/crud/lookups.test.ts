import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../mock-server/db';
import type { DictRow } from '../../../mock-server/schema-rows';
import { authGet } from '../helpers';
import { get, tokenOf } from './helpers';

interface TreeNode {
  id: string;
  parentId: string;
  title: string;
  key: string;
  value: string;
  children?: TreeNode[];
}

describe('dictionaries', () => {
  let admin: string;
  beforeEach(async () => {
    admin = await tokenOf('000000');
  });

  it('answers the enabled items of a code, by sort, with BladeX\'s fields', async () => {
    const { body } = await get<DictRow[]>(admin, '/blade-system/dict/dictionary?code=post_category');
    expect(body.data.map((d) => `${d.dictKey}=${d.dictValue}`)).toEqual(['1=高层', '2=中层', '3=基层', '4=其他']);
    expect(Object.keys(body.data[0]!).sort()).toEqual(['code', 'dictKey', 'dictValue', 'id', 'parentId', 'remark', 'sort']);
  });

  it('leaves out the parent row, sealed and deleted items', async () => {
    const items = db.rows('dict').filter((d) => d.code === 'notice' && d.parentId !== '0');
    db.update('dict', items[0]!, { isSealed: 1 });
    db.update('dict', items[1]!, { isDeleted: 1 });
    const { body } = await get<DictRow[]>(admin, '/blade-system/dict/dictionary?code=notice');
    expect(body.data.map((d) => d.dictKey)).toEqual(['3', '4', '5', '6']);
    expect((await get<DictRow[]>(admin, '/blade-system/dict/dictionary?code=nosuch')).body.data).toEqual([]);
  });

  it('needs a code and a token', async () => {
    expect(await get(admin, '/blade-system/dict/dictionary')).toMatchObject({ status: 400, body: { msg: '缺少必要的请求参数: code' } });
    expect((await fetch('/api/blade-system/dict/dictionary?code=sex')).status).toBe(401);
  });

  it('answers business dictionaries per tenant (none seeded)', async () => {
    expect((await get(admin, '/blade-system/dict-biz/dictionary?code=grade')).body.data).toEqual([]);
    for (const row of [
      { id: '1', tenantId: '100001', parentId: '0', code: 'grade', dictKey: '-1', dictValue: '年级', sort: 1, remark: '', isSealed: 0, isDeleted: 0 },
      { id: '2', tenantId: '100001', parentId: '1', code: 'grade', dictKey: '1', dictValue: '一年级', sort: 1, remark: '', isSealed: 0, isDeleted: 0 },
    ]) db.insert<DictRow & { tenantId: string }>('dict_biz', row);
    expect((await get<DictRow[]>(await tokenOf('100001'), '/blade-system/dict-biz/dictionary?code=grade')).body.data.map((d) => d.dictValue)).toEqual(['一年级']);
    expect((await get(await tokenOf('100002'), '/blade-system/dict-biz/dictionary?code=grade')).body.data).toEqual([]);
  });
});

describe('menu tree', () => {
  it('answers every live menu, no buttons, as TreeNodes by sort', async () => {
    const { body } = await get<TreeNode[]>(await tokenOf('000000'), '/blade-system/menu/tree');
    const nodes: TreeNode[] = [];
    const walk = (level: TreeNode[]) => level.forEach((n) => { nodes.push(n); walk(n.children ?? []); });
    walk(body.data);
    expect(nodes).toHaveLength(db.rows('menu').filter((m) => m.category === 1).length);
    const notice = nodes.find((n) => n.title === '通知公告')!;
    expect(notice).toEqual({ id: '1123598815738675202', parentId: '1123598815738675201', title: '通知公告', key: notice.id, value: notice.id });
    expect(body.data[0]!.title).toBe('工作台');
    expect((await fetch('/api/blade-system/menu/tree')).status).toBe(401);
  });
});

describe('export', () => {
  it('answers the current search\'s rows as an .xlsx attachment', async () => {
    const response = await authGet('/api/blade-system/param/export?paramKey=account', await tokenOf('000000'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="param\.xlsx"; filename\*=UTF-8''/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    // Entries are stored uncompressed, so the sheet's XML reads straight from the archive.
    const text = new TextDecoder().decode(bytes);
    expect(text).toContain('<t xml:space="preserve">参数名称</t>');
    expect(text.match(/<row>/g)).toHaveLength(5);
    expect(text).toContain('tenant.default.accountNumber');
    expect(text).not.toContain('tenant.default.password');
  });
});
