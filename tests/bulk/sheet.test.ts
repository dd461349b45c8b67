/**
 * The plain parts of an import: the template a screen offers (marked headers, an example row,
 * drop-downs over a sheet of choices), reading .xlsx, .csv (a GBK one too) and pasted cells, and
 * a cell as the value its field takes.
 */
import { describe, expect, it } from 'vitest';
import { fileSource } from '../../commands/bulk/sheet-source';
import { cellValue } from '../../src/engine/bulk/cells';
import { matchHeader } from '../../src/engine/bulk/columns';
import { parseSheet } from '../../src/engine/bulk/parse';
import { templateSheets } from '../../src/engine/bulk/template';
import { workbook } from '../../src/formats/xlsx';
import { readSheet } from '../../src/formats/xlsx-read';
import { doc } from '../../src/schema/school/doc';
import { stageList } from '../../src/schema/school/stage-list';
import { user } from '../../src/schema/org/user';
import type { FieldDef } from '../../src/schema/types';

describe('the template', () => {
  const labels = { gradeId: ['一年级', '二年级'], genre: ['童话', '寓言'], postIds: ['语文教师', '校长'] };
  const sheets = templateSheets(doc, labels, 'zh');
  const file = workbook(sheets);

  it('heads the form fields by label, marks the required ones and gives one example row', async () => {
    const [header, example] = await readSheet(new Blob([file]));
    expect(header).toEqual(['文档名称*', '作者*', '年级*', '体裁*', '字数*', '阅读岗位', '简介', '正文*']);
    expect(example?.slice(2, 6)).toEqual(['一年级', '童话', '1', '语文教师']);
  });

  it('lists the choices on a second sheet and offers them as a drop-down of each single-choice column', async () => {
    expect(sheets[1]?.rows).toEqual([['年级', '体裁', '阅读岗位'], ['一年级', '童话', '语文教师'], ['二年级', '寓言', '校长']]);
    const xml = new TextDecoder().decode(file);
    expect(xml).toContain('<dataValidation type="list" allowBlank="1" showErrorMessage="1" sqref="C2:C10001"><formula1>\'可选值\'!$A$2:$A$3</formula1>');
    expect(xml).toContain('sqref="D2:D10001"><formula1>\'可选值\'!$B$2:$B$3</formula1>');
    // 阅读岗位 takes several posts: listed, never a one-choice drop-down.
    expect(xml).not.toContain('sqref="F2');
  });

  it('lists a first page of records as examples without a drop-down that would refuse the others', () => {
    const [, choices] = templateSheets(doc, labels, 'zh', ['gradeId']);
    expect(choices?.rows[1]).toEqual(['一年级', '童话', '语文教师']);
    const xml = new TextDecoder().decode(workbook(templateSheets(doc, labels, 'zh', ['gradeId'])));
    expect(xml).not.toContain('sqref="C2');
    expect(xml).toContain('sqref="D2:D10001"><formula1>\'可选值\'!$B$2:$B$3</formula1>');
  });
});

describe('reading rows', () => {
  it.each([
    ['pasted cells', { kind: 'text' as const, text: '年级名称\t年级排序\n七年级\t7\n\n八年级\t8\n' }],
    ['a .csv with quotes and a BOM', { kind: 'text' as const, text: '\uFEFF年级名称,年级排序\r\n七年级,7\r\n"八年级",8\r\n' }],
    ['an .xlsx', { kind: 'xlsx' as const, bytes: workbook([{ name: '年级', rows: [['年级名称', '年级排序'], ['七年级', 7], ['八年级', 8]] }]).buffer }],
  ])('reads %s', async (_, source) => {
    expect(await parseSheet(source)).toEqual([['年级名称', '年级排序'], ['七年级', '7'], ['八年级', '8']]);
  });

  it('reads a .csv that Excel saved in GBK', async () => {
    // 年级名称,年级排序 / 七年级,7 in GBK.
    const gbk = new Uint8Array([0xc4, 0xea, 0xbc, 0xb6, 0xc3, 0xfb, 0xb3, 0xc6, 0x2c, 0xc4, 0xea, 0xbc, 0xb6, 0xc5, 0xc5, 0xd0, 0xf2, 0x0a, 0xc6, 0xdf, 0xc4, 0xea, 0xbc, 0xb6, 0x2c, 0x37]);
    const source = await fileSource(Object.assign(new Blob([gbk], { type: 'text/csv' }), { name: '年级.csv' }));
    expect(await parseSheet(source)).toEqual([['年级名称', '年级排序'], ['七年级', '7']]);
  });

  it('matches headers by either language or field name, ignoring the required mark', () => {
    expect(matchHeader(['登录账号*', 'Mobile', 'realName', '生日', '登录账号', ' 用户 性别＊'], user.fields)).toEqual(['account', 'phone', 'realName', null, null, 'sex']);
  });
});

describe('a cell as its field\'s value', () => {
  const field = (name: string): FieldDef => [...stageList.fields, ...user.fields].find((f) => f.name === name)!;
  const sexes = [{ value: '1', names: ['男', 'Male'] }, { value: '2', names: ['女', 'Female'] }];
  const posts = doc.fields.find((f) => f.name === 'postIds')!;
  const postChoices = [{ value: 'p1', names: ['语文教师'] }, { value: 'p2', names: ['校长'] }, { value: 'p3', names: ['教务主任'] }];
  const releaseTime: FieldDef = { name: 'releaseTime', label: { zh: '通知日期', en: 'Release time' }, kind: 'datetime' };
  const sort: FieldDef = { name: 'sort', label: { zh: '排序', en: 'Sort' }, kind: 'number' };
  const isRight: FieldDef = { name: 'isRight', label: { zh: '正确答案', en: 'Right' }, kind: 'switch' };
  it.each([
    ['a day typed with slashes', field('startDate'), '2026/3/1', undefined, { value: '2026-03-01 00:00:00' }],
    ['an Excel day number', field('startDate'), '46082', undefined, { value: '2026-03-01 00:00:00' }],
    ['a choice by its English label', field('sex'), 'female', sexes, { value: '2' }],
    ['a choice by its key', field('sex'), '1', sexes, { value: '1' }],
    ['a name no record has', field('sex'), '保密', sexes, { problem: { zh: '用户性别「保密」不存在', en: 'Sex "保密" was not found' } }],
    ['a day written the Chinese way', field('startDate'), '2026年3月1日', undefined, { value: '2026-03-01 00:00:00' }],
    ['a moment with a short time', releaseTime, '2026/3/1 8:05', undefined, { value: '2026-03-01 08:05:00' }],
    ['several choices split by 、 and ；', posts, '语文教师、校长；教务主任', postChoices, { value: 'p1,p2,p3' }],
    ['several choices, one unknown', posts, '语文教师,体育教师', postChoices, { problem: { zh: '阅读岗位「体育教师」不存在', en: 'Posts "体育教师" was not found' } }],
    ['one choice holding a separator, for a field of one', field('sex'), '男,女', sexes, { problem: { zh: '用户性别「男,女」不存在', en: 'Sex "男,女" was not found' } }],
    ['a number with a fraction', sort, ' 12.5 ', undefined, { value: 12.5 }],
    ['a number that is none', sort, '十二', undefined, { problem: { zh: '排序须为数字', en: 'Sort must be a number' } }],
    ['是 for a switch', isRight, '是', undefined, { value: 1 }],
    ['Yes for a switch, in any case', isRight, 'Yes', undefined, { value: 1 }],
    ['禁用 for a switch', isRight, '禁用', undefined, { value: 0 }],
    ['a switch neither yes nor no', isRight, '也许', undefined, { problem: { zh: '正确答案须为 是 或 否', en: 'Right must be yes or no' } }],
    ['a blank cell', field('sex'), '  ', sexes, { value: undefined }],
  ])('reads %s', (_, f, text, choices, wanted) => {
    expect(cellValue(f, text, choices)).toEqual(wanted);
  });
});
