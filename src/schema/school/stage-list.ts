/** 阶段清单: one grade's reading plan for a term, in a group; its stages are stage details. */
import { defineResource } from '../types';
import { notBeforeStart, sources } from './sources';

export const stageList = defineResource({
  name: 'stagelist',
  title: { zh: '阶段清单', en: 'Stage lists' },
  menuPath: '/sch/stageList',
  menuCode: 'stagelist',
  api: { prefix: '/sch/stageList', list: 'list', detail: true, submit: true, remove: true, export: '/sch/stageList/export' },
  scope: 'tenant',
  buttons: { add: true, edit: true, delete: true, view: true },
  titleField: 'listName',
  fields: [
    { name: 'groupId', label: { zh: '所属分组', en: 'Group' }, kind: 'select', options: sources.stageListGroup, search: true, required: { zh: '请选择所属分组', en: 'Choose the group' } },
    { name: 'listName', label: { zh: '清单名称', en: 'Name' }, kind: 'input', search: true, required: { zh: '请输入清单名称', en: 'Enter the list name' } },
    { name: 'gradeId', label: { zh: '年级', en: 'Grade' }, kind: 'select', options: sources.grade, search: true, required: { zh: '请选择年级', en: 'Choose the grade' } },
    { name: 'startDate', label: { zh: '开始日期', en: 'Start' }, kind: 'date', required: { zh: '请选择开始日期', en: 'Choose the start date' } },
    { name: 'endDate', label: { zh: '结束日期', en: 'End' }, kind: 'date', required: { zh: '请选择结束日期', en: 'Choose the end date' }, rules: [notBeforeStart] },
    { name: 'remark', label: { zh: '备注', en: 'Remark' }, kind: 'textarea', column: false },
  ],
});
