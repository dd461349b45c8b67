/**
 * 行政区划: China's regions as a tree opened level by level (`lazy-list` by parent code, from
 * the country down to districts). A region's code is its key: it starts with its parent's code
 * (provinces excepted) and never changes.
 */
import { defineResource } from '../types';

export const region = defineResource({
  name: 'region',
  title: { zh: '行政区划', en: 'Regions' },
  menuPath: '/base/region',
  menuCode: 'region',
  api: { prefix: '/blade-system/region', list: 'tree', lazy: true, detail: true, submit: true, remove: true, export: '/blade-system/region/export-region' },
  // BladeX's blade_region has no id and no logical delete: a region is its code. So its detail
  // names it by `code`, its remove by `id` (the code), its submit inserts a new code and updates a
  // known one, and its remove deletes for good.
  rowKey: 'code',
  deletion: 'physical',
  scope: 'platform',
  buttons: { add: true, edit: true, delete: true, view: true },
  titleField: 'name',
  // Rows are keyed by code, their parent by parentCode; BladeX's own import (import-region) reads sheets.
  sheets: false,
  created: false,
  actions: [
    { command: 'tenancy.region.addChild', label: { zh: '新增下级', en: 'Add below' }, permission: 'region_add', rows: 'one', tone: 'primary' },
    { command: 'tenancy.region.import', label: { zh: '导入', en: 'Import' }, permission: 'region_import' },
  ],
  fields: [
    { name: 'name', label: { zh: '区划名称', en: 'Name' }, kind: 'input', search: true, required: { zh: '请输入区划名称', en: 'Enter the region name' } },
    { name: 'code', label: { zh: '区划编号', en: 'Code' }, kind: 'input', search: true, editable: false, required: { zh: '请输入区划编号', en: 'Enter the region code' } },
    { name: 'parentCode', label: { zh: '父区划编号', en: 'Parent code' }, kind: 'input', editable: false, sample: '0', required: { zh: '请输入父区划编号', en: 'Enter the parent code' } },
    {
      name: 'regionLevel', label: { zh: '区划等级', en: 'Level' }, kind: 'select', options: { dict: 'region' }, filter: 'exact',
      required: { zh: '请选择区划等级', en: 'Choose the level' },
    },
    { name: 'sort', label: { zh: '区划排序', en: 'Sort' }, kind: 'number', required: { zh: '请输入区划排序', en: 'Enter the sort order' } },
    { name: 'remark', label: { zh: '区划备注', en: 'Remark' }, kind: 'textarea', column: false },
  ],
});
