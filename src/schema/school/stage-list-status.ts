/** 阶段清单状态: the states a stage can be in (未开始, 进行中, 已完成…), each school its own. */
import { defineResource } from '../types';
import { wholeNumber } from './sources';

export const stageListStatus = defineResource({
  name: 'stageliststatus',
  title: { zh: '阶段清单状态', en: 'Stage statuses' },
  menuPath: '/sch/stageliststatus',
  menuCode: 'stageliststatus',
  api: { prefix: '/sch/stageliststatus', list: 'list', detail: true, submit: true, remove: true, export: '/sch/stageliststatus/export' },
  scope: 'tenant',
  buttons: { add: true, edit: true, delete: true, view: true },
  titleField: 'statusName',
  fields: [
    { name: 'statusName', label: { zh: '状态名称', en: 'Name' }, kind: 'input', search: true, required: { zh: '请输入状态名称', en: 'Enter the status name' } },
    { name: 'sort', label: { zh: '排序', en: 'Order' }, kind: 'number', required: { zh: '请输入排序', en: 'Enter the order' }, rules: [wholeNumber] },
    { name: 'remark', label: { zh: '备注', en: 'Remark' }, kind: 'textarea', column: false },
  ],
});
