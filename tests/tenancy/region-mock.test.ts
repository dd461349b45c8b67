/** Regions, dictionaries and data sources in the mock, as a BladeX client calls them. */
import { describe, expect, it } from 'vitest';
import { db } from '../../mock-server/db';
import { get, page, post, tokenOf, type Row } from '../mock-server/crud/helpers';

type Node = Row & { hasChildren?: boolean; title?: string; children?: Node[] };

describe('regions', () => {
  it('expand lazily from the country to districts with real codes', async () => {
    const admin = await tokenOf('000000');
    const level = async (parentCode: string) => (await get<Node[]>(admin, `/blade-system/region/lazy-list?parentCode=${parentCode}`)).body.data;
    expect((await level('0')).map((r) => r.name)).toEqual(['中华人民共和国']);
    const provinces = await level('00');
    expect(provinces).toHaveLength(34);
    expect(provinces.find((r) => r.code === '32')).toMatchObject({ name: '江苏省', hasChildren: true, id: '32' });
    expect((await level('32')).find((r) => r.code === '3205')).toMatchObject({ name: '苏州市', hasChildren: true });
    const districts = await level('3205');
    expect(districts.find((r) => r.code === '320508')).toMatchObject({ name: '姑苏区', hasChildren: false, regionLevel: 3, cityName: '苏州市', provinceName: '江苏省' });
    const tree = (await get<Node[]>(admin, '/blade-system/region/lazy-tree?parentCode=11')).body.data;
    expect(tree).toEqual([{ id: '1101', parentId: '11', title: '市辖区', key: '1101', value: '1101', hasChildren: true }]);
    expect((await level('1101')).map((r) => r.code)).toContain('110108');
  });

  it('adds, reads, refuses parents and removes a region by code', async () => {
    const admin = await tokenOf('000000');
    const added = await post(admin, '/blade-system/region/submit', { parentCode: '320508', code: '320508001', name: '平江街道', regionLevel: 4, sort: 1 });
    expect(added.body.success, added.body.msg).toBe(true);
    const detail = (await get<Node>(admin, '/blade-system/region/detail?code=320508001')).body.data;
    expect(detail).toMatchObject({ ancestors: '00,32,3205,320508', townName: '平江街道', districtName: '姑苏区', parentName: '姑苏区' });
    expect((await post(admin, '/blade-system/region/remove?id=320508')).body.msg).toBe('请先删除子节点!');
    expect((await post(admin, '/blade-system/region/submit', { parentCode: '320508', code: '110101999', name: 'x', regionLevel: 4, sort: 1 })).status).toBe(400);
    expect((await post(admin, '/blade-system/region/remove?id=320508001')).body.success).toBe(true);
    expect(db.rows<{ code: string }>('region').some((r) => r.code === '320508001')).toBe(false);
  });

  it('stores a region as BladeX does, keyed by its code: no id, audit columns or isDeleted, an update keeping its parent', async () => {
    const admin = await tokenOf('000000');
    const region = (code: string) => db.rows<Record<string, unknown>>('region').find((r) => r.code === code);
    expect((await post(admin, '/blade-system/region/submit', { parentCode: ' 320508 ', code: ' 320508001 ', name: ' 平江街道 ', regionLevel: '4', sort: '1', id: 'x' })).body.success).toBe(true);
    expect(Object.keys(region('320508001')!).sort()).toEqual(Object.keys(region('320508')!).sort());
    expect(region('320508001')).toMatchObject({ name: '平江街道', regionLevel: 4, sort: 1, remark: '', ancestors: '00,32,3205,320508', townCode: '320508001' });
    // The console names the row by id (= code); a parentCode sent is not the region's to change.
    expect((await post(admin, '/blade-system/region/submit', { id: '320508', parentCode: '11', name: '姑苏老城', regionLevel: 3, sort: 4 })).body.success).toBe(true);
    expect(region('320508')).toMatchObject({ parentCode: '3205', name: '姑苏老城', districtName: '姑苏老城', sort: 4 });
    expect(Object.keys(region('320508')!)).not.toContain('updateTime');
    expect((await post(admin, '/blade-system/region/submit', { code: '320508002', parentCode: '320508', name: 'x', regionLevel: 6, sort: 1 })).body.msg).toBe('请求参数类型错误: regionLevel');
    expect((await get<Node>(admin, '/blade-system/region/detail?id=320508001')).body.data).toMatchObject({ id: '320508001', isDeleted: 0, hasChildren: false, parentName: '姑苏老城' });
  });

  it('removes a region with the regions under it named in the same call, for good; a call naming none or an unknown code removes nothing', async () => {
    const admin = await tokenOf('000000');
    const count = () => db.rows('region').length;
    const before = count();
    expect((await post(admin, '/blade-system/region/remove?id=')).body.msg).toBe('数据不存在或已被删除');
    expect((await post(admin, '/blade-system/region/remove?ids=320508,nope')).body.msg).toBe('数据不存在或已被删除');
    const below = db.rows<{ code: string; parentCode: string }>('region').filter((r) => r.parentCode === '3205').map((r) => r.code);
    expect((await post(admin, `/blade-system/region/remove?ids=3205,${below.slice(1).join(',')}`)).body.msg).toBe('请先删除子节点!');
    expect(count()).toBe(before);
    expect((await post(admin, `/blade-system/region/remove?ids=3205,${below.join(',')}`)).body.success).toBe(true);
    expect(count()).toBe(before - 1 - below.length);
    expect((await get(admin, '/blade-system/region/detail?code=3205')).body.msg).toBe('数据不存在或已被删除');
  });

  it('searches every level by name from the top, and is the platform administrator\'s only', async () => {
    const admin = await tokenOf('000000');
    const found = (await get<Node[]>(admin, '/blade-system/region/lazy-list?parentId=0&name=鼓楼')).body.data;
    expect(found.map((r) => r.code).sort()).toEqual(['320106', '320302']);
    expect((await get(await tokenOf('100001'), '/blade-system/region/lazy-list?parentCode=00')).status).toBe(403);
  });

  it('exports the search as a spreadsheet, at every level whatever parentCode says', async () => {
    const response = await fetch('/api/blade-system/region/export-region?name=苏州&parentCode=00', { headers: { 'Blade-Auth': `bearer ${await tokenOf('000000')}` } });
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    const { readSheet } = await import('../../src/formats/xlsx-read');
    expect(await readSheet(await response.blob())).toEqual([['区划名称', '区划编号', '父区划编号', '区划等级', '区划排序'], ['苏州市', '3205', '32', '2', '5']]);
  });
});

describe('dictionaries', () => {
  it('pages the codes only, and lists a code\'s items as a tree', async () => {
    const admin = await tokenOf('000000');
    const codes = await page(admin, '/blade-system/dict/parent-list?current=1&size=100');
    expect(codes.records.every((r) => r.parentId === '0')).toBe(true);
    expect(codes.total).toBe(db.rows('dict').filter((r) => r.parentId === '0').length);
    const sex = codes.records.find((r) => r.code === 'sex')!;
    const items = (await get<Node[]>(admin, `/blade-system/dict/child-list?parentId=${sex.id}`)).body.data;
    expect(items.map((r) => r.dictValue)).toEqual(['男', '女']);
    expect((await get<Node[]>(admin, '/blade-system/dict/child-list')).body.data).toEqual([]);
    const whole = (await get<Node[]>(admin, '/blade-system/dict/list')).body.data;
    expect(whole.find((r) => r.code === 'sex')!.children!.map((r) => r.dictKey)).toEqual(['1', '2']);
    expect((await get<Node[]>(admin, '/blade-system/dict/parent-tree')).body.data.map((r) => r.title)).toContain('性别');
    expect((await get<Node[]>(admin, '/blade-system/dict/select')).body.data.every((r) => r.parentId === '0')).toBe(true);
    const tree = (await get<Node[]>(admin, '/blade-system/dict/tree?code=DICT')).body.data;
    expect(tree.find((r) => r.title === '性别')!.children!.map((r) => r.title)).toEqual(['男', '女']);
    const detail = async (id: string) => (await get<Row>(admin, `/blade-system/dict/detail?id=${id}`)).body.data;
    expect([(await detail(sex.id)).parentName, (await detail(items[0]!.id)).parentName]).toEqual(['顶级', sex.dictValue]);
  });

  it('gives an item its parent\'s code, refuses a key twice, a missing key and a parent with items, and removes a parent with its items', async () => {
    const admin = await tokenOf('000000');
    const sex = db.rows('dict').find((r) => r.code === 'sex' && r.parentId === '0')!;
    expect((await post(admin, '/blade-system/dict/submit', { parentId: sex.id, code: 'other', dictKey: '3', dictValue: '未知', sort: 3, isSealed: 0 })).body.success).toBe(true);
    expect(db.rows('dict').find((r) => r.dictValue === '未知')!.code).toBe('sex');
    expect((await post(admin, '/blade-system/dict/submit', { parentId: sex.id, dictKey: '3', dictValue: '又一个', sort: 4, isSealed: 0 })).body.msg).toBe('当前字典键值已存在!');
    expect((await post(admin, '/blade-system/dict/submit', { parentId: sex.id, dictValue: '无键', sort: 4, isSealed: 0 })).body.msg).toBe('请输入字典键值');
    expect((await post(admin, '/blade-system/dict/submit', { dictValue: '无编号', sort: 1, isSealed: 0 })).body.msg).toBe('请输入字典编号');
    expect((await post(admin, `/blade-system/dict/remove?ids=${sex.id}`)).body.msg).toBe('请先删除子节点!');
    const items = db.rows('dict').filter((r) => r.parentId === sex.id && r.isDeleted === 0).map((r) => r.id);
    expect((await post(admin, `/blade-system/dict/remove?ids=${[sex.id, ...items].join(',')}`)).body.success).toBe(true);
    expect(db.rows('dict').filter((r) => r.id === sex.id || items.includes(r.id)).map((r) => r.isDeleted)).toEqual([1, ...items.map(() => 1)]);
  });

  it('keeps a code\'s key -1, renames its items with it, and refuses a parent that is not there or a seal that is not 0 or 1', async () => {
    const admin = await tokenOf('000000');
    const submit = async (body: Record<string, unknown>) => (await post(admin, '/blade-system/dict/submit', body)).body;
    expect((await submit({ code: ' colour ', dictKey: '7', dictValue: '颜色', sort: 9, isSealed: 0 })).success).toBe(true);
    const colour = db.rows('dict').find((r) => r.code === 'colour')!;
    expect([colour.parentId, colour.dictKey, colour.dictValue]).toEqual(['0', '-1', '颜色']);
    expect((await submit({ parentId: colour.id, dictKey: ' red ', dictValue: '红', sort: 1, isSealed: 0 })).success).toBe(true);
    expect((await submit({ id: colour.id, code: 'color' })).success).toBe(true);
    expect(db.rows('dict').filter((r) => r.parentId === colour.id).map((r) => [r.code, r.dictKey])).toEqual([['color', 'red']]);
    expect((await submit({ parentId: '404', dictKey: '1', dictValue: '无父', sort: 1, isSealed: 0 })).msg).toBe('上级字典不存在');
    expect((await submit({ parentId: colour.id, dictKey: '2', dictValue: '蓝', sort: 2, isSealed: 2 })).msg).toBe('请求参数类型错误: isSealed');
  });

  it('keeps each school\'s business dictionaries its own', async () => {
    const school = await tokenOf('100001');
    const other = await tokenOf('100002');
    const subjects = async (token: string) => (await get<Row[]>(token, '/blade-system/dict-biz/dictionary?code=subject')).body.data.map((r) => r.dictValue);
    expect(await subjects(other)).toContain('日语');
    expect(await subjects(school)).not.toContain('日语');
    const codes = await page(school, '/blade-system/dict-biz/parent-list');
    expect(codes.records.every((r) => r.tenantId === '100001')).toBe(true);
    const foreign = db.rows<Row & { tenantId: string }>('dict_biz').find((r) => r.tenantId === '100002')!;
    expect((await post(school, '/blade-system/dict-biz/submit', { id: foreign.id, code: 'x', dictValue: 'x', sort: 1, isSealed: 0 })).status).toBe(400);
    expect((await post(school, `/blade-system/dict-biz/remove?ids=${foreign.id}`)).body.msg).toBe('数据不存在或已被删除');
    const teacher = await tokenOf('100001', 'teacher');
    expect((await get(teacher, '/blade-system/dict/parent-list')).status).toBe(403);
  });
});

describe('data sources', () => {
  it('never lists a password, and tests a connection by its URL\'s form', async () => {
    const admin = await tokenOf('000000');
    const { records } = await page(admin, '/blade-develop/datasource/list');
    expect(records.length).toBeGreaterThan(0);
    expect(records.every((r) => !('password' in r))).toBe(true);
    expect(((await get<Row[]>(admin, '/blade-develop/datasource/select')).body.data).every((r) => !('password' in r))).toBe(true);
    const mysql = records.find((r) => String(r.url).startsWith('jdbc:mysql'))!;
    expect((await post(admin, `/blade-develop/datasource/test-connection?id=${mysql.id}`)).body).toMatchObject({ success: true, msg: '连接成功' });
    db.update('datasource', db.rows<Row>('datasource').find((r) => r.id === mysql.id)!, { url: 'mysql://localhost/bladex' });
    const refused = await post(admin, `/blade-develop/datasource/test-connection?id=${mysql.id}`);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toMatch(/^连接失败: 连接地址格式不正确/);
  });
});

describe('region import', () => {
  const upload = async (rows: (string | number)[][], isCovered = '0') => {
    const { xlsx, XLSX_TYPE } = await import('../../src/formats/xlsx');
    const body = new FormData();
    body.append('file', new File([xlsx('行政区划', rows)], 'regions.xlsx', { type: XLSX_TYPE }));
    body.append('isCovered', isCovered);
    const response = await fetch('/api/blade-system/region/import-region', { method: 'POST', body, headers: { 'Blade-Auth': `bearer ${await tokenOf('000000')}` } });
    return (await response.json()) as { success: boolean; msg: string };
  };
  const header = ['区划名称', '区划编号', '父区划编号', '区划等级', '区划排序'];
  const codes = () => db.rows<{ code: string; name: string }>('region');

  it('adds the rows of a sheet with the export\'s headers, and updates known codes only when covering', async () => {
    expect(await upload([header, ['平江街道', '320508001', '320508', 4, 1], ['观前街道', '320508002', '320508', 4, 2], ['改名', '320508', '3205', 3, 4]])).toMatchObject({ success: true });
    expect(codes().filter((r) => r.code.startsWith('320508')).map((r) => r.name)).toEqual(['姑苏区', '平江街道', '观前街道']);
    expect(await upload([header, ['姑苏老城', '320508', '3205', 3, 4]], '1')).toMatchObject({ success: true });
    expect(codes().find((r) => r.code === '320508')!.name).toBe('姑苏老城');
  });

  it('imports all rows or none, naming the line refused', async () => {
    const before = codes().length;
    const answer = await upload([header, ['新街道', '320508009', '320508', 4, 1], ['错的', '110101001', '320508', 4, 1]]);
    expect(answer).toMatchObject({ success: false, msg: '第 3 行: 区划编号须以父区划编号开头' });
    expect(codes().length).toBe(before);
  });
});
