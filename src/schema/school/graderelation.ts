/**
 * 年级关系: which posts read with which grade (语文教师 with 三年级). Syncing a post's reading
 * list (按年级同步) adds the documents of its grades that the list lacks.
 */
import { defineResource } from '../types';
import { sources } from './sources';

export const graderelation = defineResource({
  name: 'graderelation',
  title: { zh: '年级关系', en: 'Grade relations' },
  menuPath: '/school/graderelation',
  menuCode: 'graderelation',
  api: { prefix: '/school/graderelation', list: 'list', detail: true, submit: true, remove: true, export: '/school/graderelation/export' },
  scope: 'tenant',
  buttons: { add: true, edit: true, delete: true, view: true },
  titleField: 'gradeName',
  key: ['gradeId', 'postId'],
  fields: [
    { name: 'gradeId', label: { zh: '年级', en: 'Grade' }, kind: 'select', options: sources.grade, search: true, column: false, required: { zh: '请选择年级', en: 'Choose the grade' } },
    { name: 'postId', label: { zh: '岗位', en: 'Post' }, kind: 'select', options: sources.post, search: true, column: false, required: { zh: '请选择岗位', en: 'Choose the post' } },
    // The table shows the linked rows' names, read with the row (never written); forms and searches choose them above.
    { name: 'gradeName', label: { zh: '年级名称', en: 'Grade name' }, kind: 'input', form: false, sortable: false },
    { name: 'postName', label: { zh: '岗位名称', en: 'Post name' }, kind: 'input', form: false, sortable: false },
    { name: 'remark', label: { zh: '备注', en: 'Remark' }, kind: 'textarea', column: false },
  ],
});
