/** blade-develop/model and model-prototype, as BladeX's data model controllers answer them. */
import { describe, expect, it } from 'vitest';
import { db } from '../../../mock-server/db';
import { get, page, post, tokenOf, type Row } from '../crud/helpers';

const MYSQL = '1161483357481541634';
const NOTICE_MODEL = '1123598823950000001';
const POST_MODEL = '1123598823950000002';

describe('data models', () => {
  it('answer each read in BladeX\'s shape', async () => {
    const admin = await tokenOf('000000');
    const cases: [path: string, check: (data: unknown) => void][] = [
      ['/blade-develop/model/list?modelName=通知', (data) => expect((data as { records: Row[] }).records.map((r) => r.modelTable)).toEqual(['blade_notice'])],
      [`/blade-develop/model/detail?id=${POST_MODEL}`, (data) => expect(data).toMatchObject({ modelTable: 'blade_post', modelClass: 'Post', modelCode: 'post' })],
      ['/blade-develop/model/select', (data) => expect((data as Row[]).map((r) => r.modelName)).toContain('blade_notice: 通知公告')],
      [`/blade-develop/model/table-list?datasourceId=${MYSQL}`, (data) => expect((data as Row[]).find((t) => t.name === 'blade_post')).toMatchObject({ comment: 'blade_post:岗位管理', entityName: 'BladePost' })],
      [`/blade-develop/model/table-info?tableName=blade_post&datasourceId=${MYSQL}`, (data) => {
        const info = data as { entityName: string; fields: Row[] };
        expect(info.entityName).toBe('Post');
        expect(info.fields.map((f) => [f.name, f.propertyType])).toEqual(expect.arrayContaining([['id', 'Long'], ['post_code', 'String'], ['sort', 'Integer'], ['create_time', 'LocalDateTime']]));
      }],
      [`/blade-develop/model/table-info?modelId=${NOTICE_MODEL}&datasourceId=${MYSQL}`, (data) => expect((data as Row).name).toBe('blade_notice')],
      [`/blade-develop/model/table-info?tableName=blade_nothing&datasourceId=${MYSQL}`, (data) => expect(data).toBeNull()],
      // Stored settings first; a model without any gets its table's fields.
      [`/blade-develop/model/model-prototype?modelId=${NOTICE_MODEL}&datasourceId=${MYSQL}`, (data) => expect((data as Row[]).map((r) => r.jdbcName)).toContain('release_time')],
      [`/blade-develop/model/model-prototype?modelId=${POST_MODEL}&datasourceId=${MYSQL}`, (data) => expect((data as Row[]).map((r) => [r.name, r.comment])).toContainEqual(['post_name', '岗位名称'])],
      [`/blade-develop/model-prototype/select?modelId=${NOTICE_MODEL}`, (data) => expect((data as Row[]).map((r) => r.jdbcComment)).toContain('title: 通知标题')],
    ];
    for (const [path, check] of cases) {
      const { status, body } = await get(admin, path);
      expect([status, body.success], path).toEqual([200, true]);
      check(body.data);
    }
  });

  it('add a model (answered with its id), configure its fields, and remove both', async () => {
    const admin = await tokenOf('000000');
    const added = await post<Row>(admin, '/blade-develop/model/submit', {
      datasourceId: MYSQL, modelTable: 'blade_grade', modelClass: 'Grade', modelName: '年级', modelCode: 'grade',
    });
    expect(added.body.success).toBe(true);
    const { id } = added.body.data;
    const fields = (await get<Row[]>(admin, `/blade-develop/model/model-prototype?modelId=${id}&datasourceId=${MYSQL}`)).body.data;
    const settings = fields.map((f) => ({ ...f, modelId: id, jdbcName: f.name, jdbcType: f.type, jdbcComment: f.comment, propertyEntity: 'java.lang.String', isList: 1, isForm: 1, componentType: 'input', $cellEdit: true }));
    expect((await post(admin, '/blade-develop/model-prototype/submit-list', settings)).body.success).toBe(true);
    const stored = (await get<Row[]>(admin, `/blade-develop/model-prototype/select?modelId=${id}`)).body.data;
    expect(stored).toHaveLength(fields.length);
    const edited = stored.map((s) => ({ ...s, jdbcComment: String(s.jdbcComment).split(': ')[1], isQuery: s.jdbcName === 'grade_name' ? 1 : 0, queryType: 'like' }));
    expect((await post(admin, '/blade-develop/model-prototype/submit-list', edited)).body.success).toBe(true);
    expect(db.rows<Row>('model_prototype').filter((s) => s.modelId === id && s.isQuery === 1).map((s) => s.jdbcName)).toEqual(['grade_name']);
    expect((await post(admin, `/blade-develop/model/remove?ids=${id}`)).body.success).toBe(true);
    expect((await get<Row[]>(admin, `/blade-develop/model-prototype/select?modelId=${id}`)).body.data).toEqual([]);
    expect((await page(admin, '/blade-develop/model/list?modelCode=grade')).records).toEqual([]);
  });

  it('refuse bad settings whole, naming the key', async () => {
    const admin = await tokenOf('000000');
    const good = { modelId: POST_MODEL, jdbcName: 'post_code', propertyName: 'postCode', componentType: 'input' };
    const cases: [body: unknown, msg: string][] = [
      [{ ...good }, '消息不能读取'],
      [[good, { ...good, isList: 'yes' }], '请求参数类型错误: isList'],
      [[{ ...good, jdbcName: { toString: 1 } }], '请求参数类型错误: jdbcName'],
      [[{ ...good, componentType: 'html' }], 'componentType 取值不正确: html'],
      [[{ ...good, modelId: '1' }], '数据不存在或已被删除'],
      [[{ ...good, id: NOTICE_MODEL }], '数据不存在或已被删除'],
      [Array.from({ length: 501 }, () => good), '一次最多提交 500 个字段'],
    ];
    const before = db.rows('model_prototype').length;
    for (const [body, msg] of cases) expect((await post(admin, '/blade-develop/model-prototype/submit-list', body)).body, msg).toMatchObject({ code: 400, msg });
    expect(db.rows('model_prototype')).toHaveLength(before);
  });

  it('serve the platform administrator only, as BladeX\'s develop calls', async () => {
    const school = await tokenOf('100001');
    for (const path of ['/blade-develop/model/list', '/blade-develop/model/select', `/blade-develop/model/table-list?datasourceId=${MYSQL}`, `/blade-develop/model-prototype/select?modelId=${NOTICE_MODEL}`]) {
      expect((await get(school, path)).status, path).toBe(403);
    }
    expect((await post(school, '/blade-develop/model-prototype/submit-list', [])).status).toBe(403);
    expect((await get(await tokenOf('000000'), '/blade-develop/model/table-list?datasourceId=1')).body).toMatchObject({ code: 400, msg: '数据源不存在' });
  });
});
