/**
 * 岗位管理: each school's posts. The tenant is never edited: the server takes it from the token.
 * The platform administrator, who sees every school's posts, gets the tenant as a column and a
 * search field (tenant-column.ts).
 */
import { defineResource } from '../types';

export const post = defineResource({
  name: 'post',
  title: { zh: '岗位管理', en: 'Posts' },
  menuPath: '/system/post',
  menuCode: 'post',
  api: { prefix: '/blade-system/post', list: 'page', detail: true, submit: true, remove: true, select: true },
  scope: 'tenant',
  buttons: { add: true, edit: true, delete: true, view: true },
  titleField: 'postName',
  key: ['postCode'],
  fields: [
    {
      name: 'category',
      label: { zh: '岗位类型', en: 'Category' },
      kind: 'select',
      options: { dict: 'post_category' },
      search: true,
      required: { zh: '请选择岗位类型', en: 'Choose the post category' },
    },
    { name: 'postCode', label: { zh: '岗位编号', en: 'Code' }, kind: 'input', search: true, required: { zh: '请输入岗位编号', en: 'Enter the post code' } },
    { name: 'postName', label: { zh: '岗位名称', en: 'Name' }, kind: 'input', search: true, required: { zh: '请输入岗位名称', en: 'Enter the post name' } },
    { name: 'sort', label: { zh: '岗位排序', en: 'Sort' }, kind: 'number', required: { zh: '请输入岗位排序', en: 'Enter the sort order' } },
    { name: 'remark', label: { zh: '岗位描述', en: 'Description' }, kind: 'textarea', column: false },
  ],
});
