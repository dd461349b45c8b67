/**
 * Importing a school's spreadsheet on screens of every shape (a plain list, a list naming other
 * records, a link between two records, a detail list, a tree, the users): the preview lists each
 * invalid row with the form's message and each duplicate, the valid rows are written and read
 * back from the server, the report counts them (its download holds every row's outcome), and one
 * undo removes exactly the rows added. Names of records and tree nodes, and the records a row's
 * key names, are found on the server without reading a table whole: on a backend that refuses
 * whole trees, and on one that answers only a list's first page, with a table of several pages
 * whose duplicate sits past the first. Questions and then their options import in turn; a stop
 * ends the writing, and the report gives a refused row the server's reason.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, expect, it } from 'vitest';
import { catchDownloads } from '../../commands/crud/checks';
import { db } from '../../mock-server/db';
import { mockServer } from '../../mock-server/node';
import type { ImportResult } from '../../commands/bulk/import-flow';
import { readSheet } from '../../src/formats/xlsx-read';
import { execute } from '../../src/platform/registry';
import { viewOf } from '../../src/engine/controller';
import { goTo, renderConsoleAs } from '../helpers/console';
import { PATIENCE } from '../helpers/patience';
import { refuseWholeTrees } from '../helpers/whole-trees';
import { refuseLaterPages } from '../helpers/first-pages';
import { list, READ_PAGE } from '../../src/api/resource';
import { resourceByName } from '../../src/schema/index';
import { crudCommandId } from '../../src/schema/command-ids';

type Live = Record<string, unknown> & { id: string; isDeleted: number; tenantId: string };
const live = (table: string) => db.rows<Live>(table).filter((row) => row.isDeleted === 0 && row.tenantId === '100001');

interface Case {
  screen: string;
  path: string;
  table: string;
  /** The field that names the rows in `added`. */
  field: string;
  /** Tab-separated, header first, as a spreadsheet copies its cells. */
  sheet: string[];
  added: string[];
  /** Messages the preview shows for invalid rows: the form's own, led by the field's label when they do not name it. */
  messages: string[];
  duplicates: number;
  /** What one added row holds once read back (names resolved to ids). */
  holds?: () => Record<string, unknown>;
}

const idOf = (table: string, field: string, value: string) => live(table).find((row) => row[field] === value)!.id;

const cases: Case[] = [
  {
    screen: 'grade', path: '/school/grade', table: 'grade', field: 'gradeName',
    sheet: ['年级名称*\t年级排序*\t备注', '七年级\t7\t初中部', '八年级\t8\t', '九年级\t\t缺排序', '一年级\t1\t已有'],
    added: ['七年级', '八年级'], messages: ['请输入年级排序'], duplicates: 1,
  },
  {
    screen: 'doc', path: '/school/doc', table: 'doc', field: 'docName',
    // English headers, a grade by name, several posts joined by 、.
    sheet: ['Title\tAuthor\tGrade\tGenre\tWords\tPosts\tBody', '荷叶圆圆\t胡木仁\t一年级\t诗歌\t180\t语文教师、教务主任\t<p>荷叶圆圆的，绿绿的。</p>', '小猴子下山\t佚名\t十年级\t童话\t420\t\t<p>小猴子下山来。</p>', '秋天的雨\t佚名\t三年级\t散文\t0\t\t<p>秋天的雨，是一把钥匙。</p>'],
    added: ['荷叶圆圆'], messages: ['第 3 行: 年级「十年级」不存在', '第 4 行: 字数: 请输入大于0的整数'], duplicates: 0,
    holds: () => ({ gradeId: idOf('grade', 'gradeName', '一年级') }),
  },
  {
    screen: 'qns', path: '/school/qns', table: 'qns', field: 'title',
    sheet: ['文档*\t题目名称*\t题型*\t题干*\t分值*\t排序', '小蝌蚪找妈妈\t小蝌蚪长出了什么？\t单选题\t<p>小蝌蚪先长出了什么？</p>\t5\t3', '小猫钓鱼\t小猫为什么钓不到鱼？\t问答题\t<p>为什么？</p>\t5\t1', '小蝌蚪找妈妈\t小蝌蚪最先遇到了谁？\t单选题\t<p>重复</p>\t5\t1'],
    added: ['小蝌蚪长出了什么？'], messages: ['题型「问答题」不存在'], duplicates: 1,
    holds: () => ({ docId: idOf('doc', 'docName', '小蝌蚪找妈妈') }),
  },
  {
    screen: 'option', path: '/school/option', table: 'option', field: 'content',
    sheet: ['题目\t选项标识\t选项内容\t正确答案\t分值', '青蛙认为天有多大？\tD\t和屋顶一样大\t否\t0', '青蛙认为天有多大？\tE\t说不清楚\t否\t0', '青蛙认为天有多大？\t\t没有标识\t否\t0', '青蛙认为天有多大？\tA\t已有的A\t否\t0'],
    added: ['和屋顶一样大', '说不清楚'], messages: ['请输入选项标识'], duplicates: 1,
    holds: () => ({ qnsId: idOf('qns', 'title', '青蛙认为天有多大？'), optionKey: 'D' }),
  },
  {
    screen: 'dept', path: '/system/dept', table: 'dept', field: 'deptName',
    sheet: ['机构名称\t机构全称\t上级机构\t机构类型\t排序', '科学教研组\t星河实验小学科学教研组\t教务处\t小组\t6', '美术教研组\t星河实验小学美术教研组\t教务处\t\t7'],
    added: ['科学教研组'], messages: ['请选择机构类型'], duplicates: 0,
    holds: () => ({ parentId: idOf('dept', 'deptName', '教务处') }),
  },
  {
    screen: 'stagelist', path: '/sch/stageList', table: 'stagelist', field: 'listName',
    sheet: ['所属分组\t清单名称\t年级\t开始日期\t结束日期\t备注', '2025学年第一学期阅读计划\t寒假共读清单\t二年级\t2026/1/20\t2026-02-20\t', '2025学年第一学期阅读计划\t春季共读清单\t二年级\t2026-03-01\t2026-02-01\t'],
    added: ['寒假共读清单'], messages: ['结束日期不能早于开始日期'], duplicates: 0,
    holds: () => ({ startDate: '2026-01-20 00:00:00' }),
  },
  {
    // A link between two records, each named: the key is the pair, so 三年级 · 语文教师 is on the server already.
    screen: 'graderelation', path: '/school/graderelation', table: 'graderelation', field: 'remark',
    sheet: ['年级\t岗位\t备注', '五年级\t语文教师\t五年级语文组', '二年级\t教务主任\t二年级教务', '初三\t语文教师\t', '三年级\t语文教师\t'],
    added: ['五年级语文组', '二年级教务'], messages: ['年级「初三」不存在'], duplicates: 1,
    holds: () => ({ gradeId: idOf('grade', 'gradeName', '五年级'), postId: idOf('post', 'postName', '语文教师') }),
  },
  {
    screen: 'user', path: '/system/user', table: 'user', field: 'account',
    sheet: ['登录账号\t用户平台\t密码\t确认密码\t用户昵称\t用户姓名\t手机号码\t所属角色\t所属部门\t所属岗位', 'xuming\tWEB\tXh-2026a\tXh-2026a\t徐明\t徐明\t13912345678\t教师\t语文教研组\t语文教师', 'lisi\tWEB\tXh-2026a\tXh-2026a\t李四\t李四\t1391234\t教师\t语文教研组\t语文教师'],
    added: ['xuming'], messages: ['手机号码长度不为11位'], duplicates: 0,
  },
];

/** A failed case leaves its dialog open: the next case starts without it. */
afterEach(async () => {
  for (const close of screen.queryAllByRole('button', { name: '关闭' })) await userEvent.click(close);
});

const press = async (name: RegExp | string) => userEvent.click(await screen.findByRole('button', { name }));

it.each(cases)('imports $screen rows with a preview, a report and one undo', async (c) => {
  const refused = refuseWholeTrees();
  await renderConsoleAs('schoolAdmin', c.path);
  await expect.poll(() => viewOf(c.screen)?.settled() ?? false).toBe(true);
  const before = live(c.table).length;
  const running = execute(crudCommandId(c.screen, 'import'), { sheet: c.sheet.join('\n') }, 'api');

  const dialog = await screen.findByRole('dialog', {}, { timeout: PATIENCE });
  await within(dialog).findByText(/可导入/, {}, { timeout: PATIENCE });
  await within(dialog).findByText(new RegExp(`可导入 ${c.added.length} 行`), {}, { timeout: PATIENCE });
  for (const message of c.messages) expect(dialog.textContent).toContain(message);
  expect(dialog.textContent).toContain(`重复 ${c.duplicates} 行`);
  await press(`导入 ${c.added.length} 行`);
  const result = (await running) as { added: number; addedIds: string[] };
  expect(await within(dialog).findByText(new RegExp(`新增 ${c.added.length} 行`))).toBeTruthy();
  // The report, downloaded: one line per row of the file, each invalid one with its message.
  const downloads = catchDownloads();
  const report = await execute(crudCommandId(c.screen, 'importReport'), {}, 'api').finally(downloads.restore);
  const [head, ...lines] = await readSheet(report as Blob);
  expect(head?.slice(0, 3)).toEqual(['行号', '结果', '原因']);
  expect(lines).toHaveLength(c.sheet.length - 1);
  expect(lines.filter((line) => line[1] === '已新增')).toHaveLength(c.added.length);
  const reason = c.messages[0]!.replace(/^第 \d+ 行: /, '');
  expect(lines.some((line) => line[1] === '有误,未导入' && line[2]?.includes(reason))).toBe(true);
  await userEvent.click(within(dialog).getByText('关闭', { selector: 'button' }));

  expect(result.added).toBe(c.added.length);
  const names = live(c.table).map((row) => row[c.field]);
  for (const name of c.added) expect(names).toContain(name);
  expect(live(c.table).length).toBe(before + c.added.length);
  if (c.holds) expect(live(c.table).find((row) => row[c.field] === c.added[0])).toMatchObject(c.holds());

  await act(() => execute('edit.undo', {}, 'api'));
  expect(live(c.table).length).toBe(before);
  expect(live(c.table).map((row) => row[c.field])).not.toContain(c.added[0]);
  expect(refused).toEqual([]);
});

it('asks which field each column fills when the header names none, then imports by that mapping', async () => {
  await renderConsoleAs('schoolAdmin', '/school/grade');
  await expect.poll(() => viewOf('grade')?.settled() ?? false).toBe(true);
  const running = execute('crud.grade.import', { sheet: '名称\t顺序\n初一\t7' }, 'api');
  const dialog = await screen.findByRole('dialog', {}, { timeout: PATIENCE });
  await within(dialog).findByText('缺少必填列: 年级名称、年级排序', {}, { timeout: PATIENCE });
  for (const [column, field] of [['名称', '年级名称'], ['顺序', '年级排序']]) {
    await userEvent.click(within(dialog).getByRole('button', { name: new RegExp(`列「${column}」`) }));
    await userEvent.click(await screen.findByRole('option', { name: field }));
  }
  await press('下一步');
  await press('导入 1 行');
  const result = (await running) as { addedIds: string[] };
  await userEvent.click(within(dialog).getByText('关闭', { selector: 'button' }));
  expect(live('grade').find((row) => row.id === result.addedIds[0])).toMatchObject({ gradeName: '初一', sort: 7 });
  await act(() => execute('edit.undo', {}, 'api'));
});

/**
 * Imports `sheet` on the screen open, confirming its `count` valid rows (after `duplicates` the
 * preview shows, when given); resolves once the report is closed.
 */
async function importAll(name: string, sheet: string[], count: number, duplicates?: number): Promise<ImportResult> {
  const running = execute(crudCommandId(name, 'import'), { sheet: sheet.join('\n') }, 'api');
  const dialog = await screen.findByRole('dialog', {}, { timeout: PATIENCE });
  const confirm = await within(dialog).findByRole('button', { name: `导入 ${count} 行` }, { timeout: PATIENCE });
  if (duplicates !== undefined) expect(dialog.textContent).toContain(`重复 ${duplicates} 行`);
  await userEvent.click(confirm);
  const result = (await running) as ImportResult;
  await userEvent.click(within(dialog).getByText('关闭', { selector: 'button' }));
  return result;
}

it('imports questions, then their options naming them, each read back, and undoes both', async () => {
  await renderConsoleAs('schoolAdmin', '/school/qns');
  await expect.poll(() => viewOf('qns')?.settled() ?? false).toBe(true);
  const [options, questions] = [live('option').length, live('qns').length];
  await importAll('qns', ['文档\t题目名称\t题型\t题干\t分值', '小蝌蚪找妈妈\t小蝌蚪最后找到妈妈了吗？\t单选题\t<p>小蝌蚪最后找到妈妈了吗？</p>\t5', '小猫钓鱼\t小猫后来为什么钓到了鱼？\t单选题\t<p>小猫后来为什么钓到了鱼？</p>\t5'], 2);
  goTo('/school/option');
  await expect.poll(() => viewOf('option')?.settled() ?? false).toBe(true);
  await importAll('option', [
    '题目\t选项标识\t选项内容\t正确答案\t分值',
    '小蝌蚪最后找到妈妈了吗？\tA\t找到了\t是\t5', '小蝌蚪最后找到妈妈了吗？\tB\t没有找到\t否\t0',
    '小猫后来为什么钓到了鱼？\tA\t它一心一意地钓鱼\t是\t5', '小猫后来为什么钓到了鱼？\tB\t鱼自己游过来了\t否\t0',
  ], 4);
  for (const title of ['小蝌蚪最后找到妈妈了吗？', '小猫后来为什么钓到了鱼？']) {
    const question = live('qns').find((row) => row.title === title)!;
    expect(question.qnsType).toBe(1);
    const own = live('option').filter((row) => row.qnsId === question.id);
    expect(own.map((row) => [row.optionKey, String(row.isRight)]).sort()).toEqual([['A', '1'], ['B', '0']]);
  }
  await act(() => execute('edit.undo', {}, 'api'));
  expect(live('option').length).toBe(options);
  await act(() => execute('edit.undo', {}, 'api'));
  expect(live('qns').length).toBe(questions);
});

it('stops writing when asked and reports a row the server refuses with its reason', async () => {
  await renderConsoleAs('schoolAdmin', '/school/grade');
  await expect.poll(() => viewOf('grade')?.settled() ?? false).toBe(true);
  const before = live('grade').length;
  // Every submit waits until the test lets it through, so the stop lands while the first four are under way.
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let started = 0;
  mockServer.use(http.post('*/school/grade/submit', async ({ request }) => {
    started++;
    const { gradeName } = (await request.clone().json()) as { gradeName: string };
    await gate;
    return gradeName === '预备班' ? HttpResponse.json({ code: 400, success: false, data: {}, msg: '年级名称不合规范' }, { status: 400 }) : undefined;
  }));
  const sheet = ['年级名称\t年级排序', '七年级\t7', '预备班\t0', '八年级\t8', '九年级\t9', '高一\t10', '高二\t11'];
  const running = execute('crud.grade.import', { sheet: sheet.join('\n') }, 'api');
  await press('导入 6 行');
  await expect.poll(() => started).toBe(4);
  await press('停止');
  release();
  const result = (await running) as ImportResult;
  const dialog = screen.getByRole('dialog');
  await within(dialog).findByText('新增 3 行,跳过 0 行,失败 1 行');
  expect(dialog.textContent).toContain('第 3 行: 年级名称不合规范');
  expect(dialog.textContent).toContain('已停止: 其余 2 行未写入');
  await userEvent.click(within(dialog).getByText('关闭', { selector: 'button' }));
  expect(live('grade').length).toBe(before + 3);
  expect(result.addedIds).toHaveLength(3);
  await act(() => execute('edit.undo', {}, 'api'));
  expect(live('grade').length).toBe(before);
});

it('previews a sheet of over a hundred classes (the first 100 of a part listed, the rest counted; a class named twice is a duplicate) and undoes it in remove calls of at most 100 ids', async () => {
  await renderConsoleAs('schoolAdmin', '/system/dept');
  await expect.poll(() => viewOf('dept')?.settled() ?? false).toBe(true);
  const before = live('dept').length;
  const groups = ['一年级', '二年级', '三年级'];
  const classes = groups.flatMap((grade) => Array.from({ length: 38 }, (_, i) => `${grade}(${i + 3})班\t星河实验小学${grade}(${i + 3})班\t${grade}组\t小组\t${i + 3}`));
  // 一年级(1)班 is on the server already; 二年级(5)班 comes twice.
  const sheet = ['机构名称\t机构全称\t上级机构\t机构类型\t排序', ...classes, '一年级(1)班\t星河实验小学一年级(1)班\t一年级组\t小组\t1', '二年级(5)班\t星河实验小学二年级(5)班\t二年级组\t小组\t5'];
  const refused = refuseWholeTrees();
  const running = execute('crud.dept.import', { sheet: sheet.join('\n') }, 'api');
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByText(`可导入 ${classes.length} 行`);
  expect(dialog.textContent).toContain(`另有 ${classes.length - 100} 行未列出`);
  expect(dialog.textContent).toContain('重复 2 行');
  expect(dialog.textContent).toContain(`第 ${sheet.length} 行: 二年级(5)班`);

  const removals: string[][] = [];
  const listen = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/blade-system/dept/remove')) removals.push(url.searchParams.get('ids')!.split(','));
  };
  mockServer.events.on('request:start', listen);
  try {
    await press(`导入 ${classes.length} 行`);
    const result = (await running) as ImportResult;
    await within(dialog).findByText(new RegExp(`新增 ${classes.length} 行`));
    await userEvent.click(within(dialog).getByText('关闭', { selector: 'button' }));
    expect(live('dept').length).toBe(before + classes.length);
    await act(() => execute('edit.undo', {}, 'api'));
    expect(live('dept').length).toBe(before);
    expect(removals.flat().sort()).toEqual([...result.addedIds].sort());
    expect(Math.max(...removals.map((ids) => ids.length))).toBeLessThanOrEqual(100);
    expect(refused).toEqual([]);
  } finally {
    mockServer.events.removeListener('request:start', listen);
  }
});

interface BigCase {
  screen: string;
  path: string;
  table: string;
  /** Adds rows of the school's until the table holds several read pages; the last in the list's order is `past`. */
  grow: () => void;
  /** The row the list's first page does not reach, by `field`. */
  past: string;
  field: string;
  /** Header first; the duplicates are rows naming `past` (or a row above them). */
  sheet: string[];
  added: string[];
  duplicates: number;
}

/** Rows enough for several read pages, however few keys a sheet gives. */
const MANY = 4 * READ_PAGE;
const numbered = (i: number) => String(i).padStart(4, '0');
const schoolRow = (table: string, where: (row: Live) => boolean) => live(table).find(where)!;

const bigCases: BigCase[] = [
  {
    // Grade 06 is in ten names (Grade 0600 to 0609) and is none of them: not a duplicate.
    screen: 'grade', path: '/school/grade', table: 'grade', field: 'gradeName', past: `Grade ${numbered(MANY - 1)}`,
    grow: () => {
      const model = schoolRow('grade', () => true);
      for (let i = 0; i < MANY; i++) db.insert('grade', { ...model, id: `880${i}`, gradeName: `Grade ${numbered(i)}`, sort: 1000 + i });
    },
    sheet: ['年级名称\t年级排序', `Grade ${numbered(MANY - 1)}\t1`, 'Grade 06\t2', '预备年级\t3'],
    added: ['Grade 06', '预备年级'], duplicates: 1,
  },
  {
    // The key is the document and the title: the same title under another document is no duplicate.
    screen: 'qns', path: '/school/qns', table: 'qns', field: 'title', past: `问题 ${numbered(MANY - 1)}`,
    grow: () => {
      const model = schoolRow('qns', (row) => row.docId === idOf('doc', 'docName', '小蝌蚪找妈妈'));
      for (let i = 0; i < MANY; i++) db.insert('qns', { ...model, id: `881${i}`, title: `问题 ${numbered(i)}`, sort: 1000 + i });
    },
    sheet: [
      '文档\t题目名称\t题型\t题干\t分值',
      `小蝌蚪找妈妈\t问题 ${numbered(MANY - 1)}\t单选题\t<p>已有</p>\t5`,
      `小猫钓鱼\t问题 ${numbered(MANY - 1)}\t单选题\t<p>另一篇文档的</p>\t5`,
      '小蝌蚪找妈妈\t问题 019\t单选题\t<p>新题</p>\t5',
    ],
    added: [`问题 ${numbered(MANY - 1)}`, '问题 019'], duplicates: 1,
  },
];

it.each(bigCases)('finds the $screen duplicate past the first page on a backend answering first pages only, and undoes what it added', async (c) => {
  c.grow();
  const refused = [...refuseLaterPages(), ...refuseWholeTrees()];
  await renderConsoleAs('schoolAdmin', c.path);
  await expect.poll(() => viewOf(c.screen)?.settled() ?? false).toBe(true);
  // The list's first page does not reach the row the sheet repeats.
  const first = await list(resourceByName(c.screen)!, { current: 1, size: READ_PAGE, filters: {} });
  expect(first.total).toBeGreaterThan(3 * READ_PAGE);
  expect(first.records.map((row) => row[c.field])).not.toContain(c.past);
  const before = live(c.table).map((row) => row.id);

  const result = await importAll(c.screen, c.sheet, c.added.length, c.duplicates);
  const added = live(c.table).filter((row) => !before.includes(row.id));
  expect(added.map((row) => row[c.field]).sort()).toEqual([...c.added].sort());
  expect([...result.addedIds].sort()).toEqual(added.map((row) => row.id).sort());
  expect(live(c.table).filter((row) => row[c.field] === c.past)).toHaveLength(c.screen === 'qns' ? 2 : 1);

  await act(() => execute('edit.undo', {}, 'api'));
  expect(live(c.table).map((row) => row.id).sort()).toEqual([...before].sort());
  expect(refused).toEqual([]);
});
