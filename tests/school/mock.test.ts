/** The school content calls of the mock: shapes, isolation, the teacher's refusals, and the effects of each operation. */
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../mock-server/db';
import { get, page, post, tokenOf, type PageData, type Row } from '../mock-server/crud/helpers';

const POSTS = { teacher1: '1123598817738675212', dean1: '1123598817738675211', teacher2: '1123598817738675216' };
const live = (table: string) => db.rows<Row & { isDeleted: number }>(table).filter((row) => row.isDeleted === 0);
const docNamed = (name: string, tenantId = '100001') => live('doc').find((row) => row.docName === name && row.tenantId === tenantId)!;
const stageNamed = (name: string) => live('stagedetail').find((row) => row.stageName === name)!;
const listNames = async (token: string, postId: string) =>
  (await get<Row[]>(token, `/school/doc/getPostByDocList?postId=${postId}`)).body.data.map((row) => row.docName);

let admin: string;
beforeEach(async () => {
  admin = await tokenOf('100001');
});

describe('school calls', () => {
  const doc = () => docNamed('小猫钓鱼').id;
  const calls: [string, 'page' | 'list' | 'row', () => string][] = [
    ['doc page', 'page', () => '/school/doc/page'],
    ['doc pageByName', 'page', () => '/school/doc/pageByName?docName=小'],
    ['doc getList', 'list', () => '/school/doc/getList?docName=小'],
    ['doc detail', 'row', () => `/school/doc/detail?id=${doc()}`],
    ['doc getPostByDoc', 'page', () => `/school/doc/getPostByDoc?postId=${POSTS.teacher1}`],
    ['doc getPostByDocList', 'list', () => `/school/doc/getPostByDocList?postId=${POSTS.teacher1}`],
    ['doc getPostByDocNameList', 'list', () => `/school/doc/getPostByDocNameList?postId=${POSTS.teacher1}&docName=的`],
    ...(['docrelation', 'grade', 'graderelation', 'option', 'qns'] as const).map((name): [string, 'page', () => string] => [`${name} list`, 'page', () => `/school/${name}/list`]),
    ...(['stagelistgroup', 'stageList', 'stageliststatus', 'stageDetail'] as const).map((name): [string, 'page', () => string] => [`${name} list`, 'page', () => `/sch/${name}/list`]),
    ['stageDoc page', 'page', () => '/sch/stageDoc/page'],
  ];

  it.each(calls)('%s answers a BladeX %s', async (_, shape, path) => {
    const { status, body } = await get<PageData | Row[] | Row>(admin, path());
    expect([status, body.code, body.success]).toEqual([200, 200, true]);
    if (shape === 'page') expect(Object.keys(body.data).sort()).toEqual(['current', 'pages', 'records', 'size', 'total']);
    if (shape === 'list') expect(Array.isArray(body.data) && body.data.length > 0).toBe(true);
    if (shape === 'row') expect((body.data as Row).postIds).toBeTypeOf('string');
  });

  const linkNames: [string, string, [field: string, table: string, column: string][]][] = [
    ['docrelation', '/school/docrelation/list', [['docId', 'doc', 'docName'], ['postId', 'post', 'postName']]],
    ['graderelation', '/school/graderelation/list', [['gradeId', 'grade', 'gradeName'], ['postId', 'post', 'postName']]],
    ['stagedoc', '/sch/stageDoc/page', [['docId', 'doc', 'docName'], ['stageDetailId', 'stagedetail', 'stageName']]],
  ];

  it.each(linkNames)('%s rows name the rows they link, listed and in detail', async (_, listPath, links) => {
    const [first] = (await page(admin, listPath)).records;
    const detail = (await get<Row>(admin, `${listPath.replace(/\/[^/]+$/, '')}/detail?id=${String(first!.id)}`)).body.data;
    for (const row of [first!, detail]) {
      for (const [field, table, column] of links) expect(row[column]).toBe(db.find<Row>(table, String(row[field]))![column]);
    }
  });

  it('keep each school to its own rows; the platform sees all', async () => {
    const second = await tokenOf('100002');
    const own = await page(second, '/school/doc/page?size=100');
    expect([own.total, new Set(own.records.map((row) => row.tenantId))]).toEqual([36, new Set(['100002'])]);
    expect((await get(second, `/school/doc/detail?id=${docNamed('小猫钓鱼').id}`)).status).toBe(400);
    expect((await get(second, `/school/doc/getPostByDocList?postId=${POSTS.teacher1}`)).status).toBe(400);
    expect((await page(await tokenOf('000000'), '/school/doc/page')).total).toBe(72);
    // A relation to another school's row is refused.
    const foreignDoc = docNamed('青蛙写诗', '100002').id;
    const answer = await post(admin, '/school/qns/submit', { docId: foreignDoc, title: '题', qnsType: 1, stem: '<p>题</p>', score: 5 });
    expect([answer.status, answer.body.msg]).toEqual([400, '所选文档不存在或已被删除']);
  });

  it('let a teacher read and refuse every write', async () => {
    const teacher = await tokenOf('100001', 'teacher');
    expect((await page(teacher, '/sch/stageDoc/page')).total).toBeGreaterThan(0);
    const relations = (await get<Row[]>(teacher, `/school/doc/getPostByDocList?postId=${POSTS.teacher1}`)).body.data;
    const writes = [
      post(teacher, '/school/doc/submit', { docName: 'x' }),
      post(teacher, '/school/docrelation/sortSaveList', relations.map((row) => ({ id: row.relationId }))),
      get(teacher, `/school/doc/synPostByRation?postId=${POSTS.teacher1}`),
      get(teacher, `/sch/stageDoc/copy?sourceId=${stageNamed('第一阶段：导读激趣').id}&targetId=${stageNamed('第三阶段：成果展示').id}`),
      post(teacher, `/school/option/remove?ids=${live('option')[0]!.id}`),
    ];
    expect((await Promise.all(writes)).map((answer) => answer.status)).toEqual([403, 403, 403, 403, 403]);
  });
});

describe('reading lists', () => {
  it('sortSaveList saves the whole list in the new order, or nothing', async () => {
    const list = (await get<Row[]>(admin, `/school/doc/getPostByDocList?postId=${POSTS.teacher1}`)).body.data;
    const reversed = [...list].reverse();
    expect((await post(admin, '/school/docrelation/sortSaveList', reversed.map((row) => ({ id: row.relationId })))).body.success).toBe(true);
    expect(await listNames(admin, POSTS.teacher1)).toEqual(reversed.map((row) => row.docName));
    const refusals = [
      reversed.slice(1).map((row) => ({ id: row.relationId })),
      [...reversed, reversed[0]!].map((row) => ({ id: row.relationId })),
      [...list.map((row) => ({ id: row.relationId })), { id: 'nope' }],
      { id: list[0]!.relationId },
    ];
    for (const body of refusals) expect((await post(admin, '/school/docrelation/sortSaveList', body)).status).toBe(400);
    expect(await listNames(admin, POSTS.teacher1)).toEqual(reversed.map((row) => row.docName));
  });

  it('a document saved with posts joins their lists at the end and leaves those dropped', async () => {
    const before = await listNames(admin, POSTS.dean1);
    const body = { docName: '新书', author: '佚名', gradeId: live('grade')[0]!.id, genre: '童话', wordCount: 300, content: '<p>正文</p>' };
    expect((await post(admin, '/school/doc/submit', { ...body, postIds: `${POSTS.dean1},${POSTS.teacher1}` })).body.success).toBe(true);
    expect(await listNames(admin, POSTS.dean1)).toEqual([...before, '新书']);
    const saved = docNamed('新书');
    expect((await get<Row>(admin, `/school/doc/detail?id=${saved.id}`)).body.data.postIds).toBe(`${POSTS.dean1},${POSTS.teacher1}`);
    await post(admin, '/school/doc/submit', { id: saved.id, postIds: POSTS.teacher1 });
    expect(await listNames(admin, POSTS.dean1)).toEqual(before);
  });

  it('an entry added without a place goes to the end, and reads with the names it links', async () => {
    const before = await listNames(admin, POSTS.dean1);
    expect((await post(admin, '/school/docrelation/submit', { postId: POSTS.dean1, docId: docNamed('草原').id })).body.success).toBe(true);
    expect(await listNames(admin, POSTS.dean1)).toEqual([...before, '草原']);
    const entries = await page(admin, `/school/docrelation/list?postId=${POSTS.dean1}`);
    expect(entries.records.map((row) => [row.docName, row.postName]).at(-1)).toEqual(['草原', '教务主任']);
  });

  it('a row the platform administrator adds joins the school it refers to', async () => {
    const platform = await tokenOf('000000');
    const docId = docNamed('青蛙写诗', '100002').id;
    expect((await post(platform, '/school/qns/submit', { docId, title: '青蛙的诗里有几个标点？', qnsType: 1, stem: '<p>数一数</p>', score: 5 })).body.success).toBe(true);
    expect(live('qns').find((row) => row.title === '青蛙的诗里有几个标点？')?.tenantId).toBe('100002');
  });

  it('synPostByRation appends the documents of the post\'s grades once', async () => {
    const before = await listNames(admin, POSTS.teacher1);
    const added = (await get<number>(admin, `/school/doc/synPostByRation?postId=${POSTS.teacher1}`)).body.data;
    // 语文教师 reads with 三年级 and 四年级: 12 documents, 5 of them listed already.
    expect(added).toBe(7);
    const after = await listNames(admin, POSTS.teacher1);
    expect([after.slice(0, before.length), after.length]).toEqual([before, 12]);
    expect((await get<number>(admin, `/school/doc/synPostByRation?postId=${POSTS.teacher1}`)).body.data).toBe(0);
  });
});

describe('deleting and copying', () => {
  it('a document a stage plan reads is kept; one that none reads goes with its questions, options and list places', async () => {
    const used = docNamed('去年的树');
    const refused = await post(admin, `/school/doc/remove?ids=${used.id}`);
    expect([refused.status, refused.body.msg]).toEqual([400, '文档「去年的树」仍被阶段文档使用，不能删除']);
    const free = docNamed('小蝌蚪找妈妈');
    const questions = live('qns').filter((row) => row.docId === free.id).map((row) => row.id);
    expect(questions.length).toBe(2);
    expect((await post(admin, `/school/doc/remove?ids=${free.id}`)).body.success).toBe(true);
    expect(live('qns').some((row) => row.docId === free.id)).toBe(false);
    expect(live('option').some((row) => questions.includes(String(row.qnsId)))).toBe(false);
    expect(live('docrelation').some((row) => row.docId === free.id)).toBe(false);
    const grade = await post(admin, `/school/grade/remove?ids=${free.gradeId}`);
    expect(grade.body.msg).toBe('年级「一年级」仍被文档使用，不能删除');
  });

  it('copy puts a stage\'s documents into another as new rows, skipping those there', async () => {
    const [source, target] = [stageNamed('第二阶段：共读推进'), stageNamed('第一阶段：导读激趣')];
    const sourceRows = live('stagedoc').filter((row) => row.stageDetailId === source.id);
    const copied = await get<number>(admin, `/sch/stageDoc/copy?sourceId=${source.id}&targetId=${target.id}`);
    expect(copied.body.data).toBe(3);
    const targetRows = (await page(admin, `/sch/stageDoc/page?stageDetailId=${target.id}&size=50`)).records;
    expect(targetRows.map((row) => row.docId)).toEqual([...live('stagedoc').filter((row) => row.stageDetailId === target.id).slice(0, 2), ...sourceRows].map((row) => row.docId));
    expect(targetRows.some((row) => sourceRows.some((from) => from.id === row.id))).toBe(false);
    expect((await get<number>(admin, `/sch/stageDoc/copy?sourceId=${source.id}&targetId=${target.id}`)).body.data).toBe(0);
    expect((await get(admin, `/sch/stageDoc/copy?sourceId=${source.id}&targetId=${source.id}`)).status).toBe(400);
  });
});
