/**
 * 机构管理: each school's departments (校长室, 教务处, grade groups, classes) as a tree table that
 * expands level by level (`lazy-list?parentId=`), its top level a page at a time (`lazy-page`, a
 * mock addition; a gateway without it gives the level whole, paged in the console). A department with children or members cannot
 * be deleted; the server says which. The tenant comes from the token, as for every school row.
 */
import { defineResource } from '../types';
import { deptTree } from './trees';

export const dept = defineResource({
  name: 'dept',
  title: { zh: '机构管理', en: 'Departments' },
  menuPath: '/system/dept',
  menuCode: 'dept',
  api: { prefix: '/blade-system/dept', list: 'tree', lazy: true, lazyPage: true, detail: true, submit: true, remove: true },
  scope: 'tenant',
  // blade_dept has no audit columns, so no creation time to search by.
  created: false,
  buttons: { add: true, edit: true, delete: true, view: true },
  titleField: 'deptName',
  key: ['parentId', 'deptName'],
  fields: [
    { name: 'deptName', label: { zh: '机构名称', en: 'Name' }, kind: 'input', search: true, required: { zh: '请输入机构名称', en: 'Enter the department name' } },
    { name: 'fullName', label: { zh: '机构全称', en: 'Full name' }, kind: 'input', search: true, required: { zh: '请输入机构全称', en: 'Enter the full name' } },
    {
      name: 'parentId',
      label: { zh: '上级机构', en: 'Parent' },
      kind: 'treeSelect',
      options: { ...deptTree, root: true },
      column: false,
      filter: 'exact',
    },
    {
      name: 'deptCategory',
      label: { zh: '机构类型', en: 'Category' },
      kind: 'select',
      options: { dict: 'org_category' },
      required: { zh: '请选择机构类型', en: 'Choose the category' },
    },
    { name: 'sort', label: { zh: '排序', en: 'Sort' }, kind: 'number', required: { zh: '请输入排序', en: 'Enter the sort order' } },
    { name: 'remark', label: { zh: '备注', en: 'Remark' }, kind: 'input', column: false },
  ],
});
