/** 年级: a school's grades (一年级 to 六年级); documents and stage lists are for one grade. */
import { defineResource } from '../types';
import { wholeNumber } from './sources';

export const grade = defineResource({
  name: 'grade',
  title: { zh: '年级', en: 'Grades' },
  menuPath: '/school/grade',
  menuCode: 'grade',
  api: { prefix: '/school/grade', list: 'list', detail: true, submit: true, remove: true, export: '/school/grade/export' },
  scope: 'tenant',
  buttons: { add: true, edit: true, delete: true, view: true },
  titleField: 'gradeName',
  fields: [
    { name: 'gradeName', label: { zh: '年级名称', en: 'Name' }, kind: 'input', search: true, required: { zh: '请输入年级名称', en: 'Enter the grade name' } },
    { name: 'sort', label: { zh: '年级排序', en: 'Order' }, kind: 'number', required: { zh: '请输入年级排序', en: 'Enter the order' }, rules: [wholeNumber] },
    { name: 'remark', label: { zh: '备注', en: 'Remark' }, kind: 'textarea', column: false },
  ],
});
