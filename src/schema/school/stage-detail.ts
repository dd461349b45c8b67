/** 阶段详情: the stages of a stage list, in order, each with its dates and status. */
import { defineResource } from '../types';
import { notBeforeStart, sources, wholeNumber } from './sources';

export const stageDetail = defineResource({
  name: 'stagedetail',
  title: { zh: '阶段详情', en: 'Stage details' },
  menuPath: '/sch/stageDetail',
  menuCode: 'stagedetail',
  api: { prefix: '/sch/stageDetail', list: 'list', detail: true, submit: true, remove: true, export: '/sch/stageDetail/export' },
  scope: 'tenant',
  buttons: { add: true, edit: true, delete: true, view: true },
  titleField: 'stageName',
  fields: [
    { name: 'stageListId', label: { zh: '阶段清单', en: 'Stage list' }, kind: 'select', options: sources.stageList, search: true, required: { zh: '请选择阶段清单', en: 'Choose the stage list' } },
    { name: 'stageName', label: { zh: '阶段名称', en: 'Name' }, kind: 'input', search: true, required: { zh: '请输入阶段名称', en: 'Enter the stage name' } },
    { name: 'statusId', label: { zh: '阶段状态', en: 'Status' }, kind: 'select', options: sources.stageListStatus, search: true, required: { zh: '请选择阶段状态', en: 'Choose the status' } },
    { name: 'startDate', label: { zh: '开始日期', en: 'Start' }, kind: 'date', required: { zh: '请选择开始日期', en: 'Choose the start date' } },
    { name: 'endDate', label: { zh: '结束日期', en: 'End' }, kind: 'date', required: { zh: '请选择结束日期', en: 'Choose the end date' }, rules: [notBeforeStart] },
    { name: 'sort', label: { zh: '排序', en: 'Order' }, kind: 'number', rules: [wholeNumber] },
    { name: 'remark', label: { zh: '阶段目标', en: 'Goal' }, kind: 'textarea', column: false },
  ],
});
