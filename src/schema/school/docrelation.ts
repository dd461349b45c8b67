/**
 * 文档关系: the reading lists. Each row puts one document on one post's list at a place
 * (sort, from 1); a post's list reads in that order. Moving a row (up, down, to a place, or by
 * dragging in 阅读清单) saves the whole list's order at once with sortSaveList.
 */
import { defineResource } from '../types';
import { sources, wholeNumber } from './sources';

export const docrelation = defineResource({
  name: 'docrelation',
  title: { zh: '文档关系', en: 'Document relations' },
  menuPath: '/school/docrelation',
  menuCode: 'docrelation',
  api: { prefix: '/school/docrelation', list: 'list', detail: true, submit: true, remove: true, export: '/school/docrelation/export' },
  scope: 'tenant',
  buttons: { add: true, edit: true, delete: true, view: true },
  titleField: 'docName',
  key: ['postId', 'docId'],
  actions: [
    { command: 'school.docrelation.moveUp', label: { zh: '上移', en: 'Move up' }, permission: 'docrelation_edit', rows: 'one' },
    { command: 'school.docrelation.moveDown', label: { zh: '下移', en: 'Move down' }, permission: 'docrelation_edit', rows: 'one' },
    { command: 'school.docrelation.moveTo', label: { zh: '移到位置', en: 'Move to' }, permission: 'docrelation_edit', rows: 'one' },
    { command: 'school.readingList.open', label: { zh: '阅读清单', en: 'Reading list' } },
    { command: 'school.docrelation.sync', label: { zh: '按年级同步', en: 'Sync by grade' }, permission: 'docrelation_edit' },
  ],
  fields: [
    { name: 'postId', label: { zh: '岗位', en: 'Post' }, kind: 'select', options: sources.post, search: true, column: false, required: { zh: '请选择岗位', en: 'Choose the post' } },
    { name: 'docId', label: { zh: '文档', en: 'Document' }, kind: 'select', options: sources.doc, search: true, column: false, required: { zh: '请选择文档', en: 'Choose the document' } },
    // The table shows the linked rows' names, read with the row (never written); forms and searches choose them above.
    { name: 'postName', label: { zh: '岗位名称', en: 'Post name' }, kind: 'input', form: false, sortable: false },
    { name: 'docName', label: { zh: '文档名称', en: 'Title' }, kind: 'input', form: false, sortable: false },
    { name: 'remark', label: { zh: '推荐语', en: 'Why read it' }, kind: 'textarea', column: false },
    // Left empty, the server puts the document at the end of the post's list.
    { name: 'sort', label: { zh: '排序', en: 'Order' }, kind: 'number', rules: [wholeNumber] },
  ],
});
