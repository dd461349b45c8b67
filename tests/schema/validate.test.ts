/**
 * The form's rules, which the console and the mock share (src/schema/validate.ts): an empty
 * value (blank text, no choice) breaks `required`; a date field takes a day with or without its
 * time, a datetime field the whole moment; a field's own kind is checked before its rules; fields
 * hidden for the record, and those not in the form, are not checked.
 */
import { describe, expect, it } from 'vitest';
import { fieldProblem, recordProblems } from '../../src/schema/validate';
import { defineResource, type FieldDef } from '../../src/schema/types';

const required = { zh: '请输入名称', en: 'Enter the name' };
const name: FieldDef = { name: 'name', label: { zh: '名称', en: 'Name' }, kind: 'input', required };
const roles: FieldDef = { name: 'roleId', label: { zh: '所属角色', en: 'Roles' }, kind: 'multiSelect', options: { static: [] }, required: { zh: '请选择所属角色', en: 'Choose the roles' } };
const day: FieldDef = { name: 'startDate', label: { zh: '开始日期', en: 'Start' }, kind: 'date' };
const moment: FieldDef = { name: 'releaseTime', label: { zh: '通知日期', en: 'Release time' }, kind: 'datetime' };
const even = { zh: '须为偶数', en: 'Must be even' };
const due: FieldDef = { name: 'due', label: { zh: '到期日', en: 'Due' }, kind: 'date', rules: [{ test: (value) => String(value) > '2026', message: even }] };

describe('a field\'s first broken rule', () => {
  it.each([
    ['blank text is empty', name, '   ', required],
    ['text is there', name, '阅读之星', undefined],
    ['no choice in a list is empty', roles, [], roles.required],
    ['a day alone, for a date', day, '2026-03-01', undefined],
    ['a day with its time, for a date', day, '2026-03-01 00:00:00', undefined],
    ['a day alone, for a datetime', moment, '2026-03-01', { zh: '通知日期的格式为 yyyy-MM-dd HH:mm:ss', en: 'Release time takes the form yyyy-MM-dd HH:mm:ss' }],
    ['a day that does not exist', day, '2026-02-30', { zh: '开始日期的格式为 yyyy-MM-dd', en: 'Start takes the form yyyy-MM-dd' }],
    ['the kind before the field\'s rules', due, '2027-13-01', { zh: '到期日的格式为 yyyy-MM-dd', en: 'Due takes the form yyyy-MM-dd' }],
    ['the field\'s rule after its kind', due, '2025-03-01', even],
    ['an empty optional field', day, '', undefined],
  ])('%s', (_, field, value, problem) => {
    expect(fieldProblem(field, { [field.name]: value })).toEqual(problem);
  });
});

describe('a record\'s broken rules', () => {
  const schema = defineResource({
    name: 'validate-test', title: { zh: '校验', en: 'Validation' }, menuPath: '/validate-test', menuCode: 'validate-test',
    api: { prefix: '/validate-test', list: 'list', detail: false, submit: true, remove: false },
    scope: 'tenant', buttons: { add: true, edit: true, delete: false, view: false }, titleField: 'name',
    fields: [
      name,
      { name: 'kind', label: { zh: '类型', en: 'Kind' }, kind: 'select', options: { static: [{ value: 'menu', label: '菜单' }, { value: 'button', label: '按钮' }] } },
      { name: 'path', label: { zh: '路由地址', en: 'Path' }, kind: 'input', required: { zh: '请输入路由地址', en: 'Enter the path' }, shownWhen: (record) => record.kind === 'menu' },
      { name: 'createTime', label: { zh: '创建时间', en: 'Created' }, kind: 'datetime', form: false, required: { zh: '无', en: 'None' } },
    ],
  });

  it.each([
    ['a hidden field is not checked', { name: '新增', kind: 'button' }, {}],
    ['a shown one is', { name: '通知公告', kind: 'menu' }, { path: { zh: '请输入路由地址', en: 'Enter the path' } }],
    ['every broken field at once, by name', { kind: 'menu' }, { name: required, path: { zh: '请输入路由地址', en: 'Enter the path' } }],
  ])('%s', (_, record, problems) => {
    expect(recordProblems(schema, record)).toEqual(problems);
  });
});
