/** 阶段清单分组: groups of stage lists, e.g. one school year's reading plans. */
import { defineResource } from '../types';
import { wholeNumber } from './sources';

export const stageListGroup = defineResource({
  name: 'stagelistgroup',
  title: { zh: '阶段清单分组', en: 'Stage list groups' },
  menuPath: '/sch/stagelistgroup',
  menuCode: 'stagelistgroup',
  api: { prefix: '/sch/stagelistgroup', list: 'list', detail: true, submit: true, remove: true, export: '/sch/stagelistgroup/export' },
  scope: 'tenant',
  buttons: { add: true, edit: true, delete: true, view: true },
  titleField: 'groupName',
  fields: [
    { name: 'groupName', label: { zh: '分组名称', en: 'Name' }, kind: 'input', search: true, required: { zh: '请输入分组名称', en: 'Enter the group name' } },
    { name: 'schoolYear', label: { zh: '学年', en: 'School year' }, kind: 'input', search: true, required: { zh: '请输入学年', en: 'Enter the school year' } },
    { name: 'sort', label: { zh: '排序', en: 'Order' }, kind: 'number', rules: [wholeNumber] },
    { name: 'remark', label: { zh: '备注', en: 'Remark' }, kind: 'textarea', column: false },
  ],
});
