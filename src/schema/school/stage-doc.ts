/**
 * 阶段文档: the documents of a stage, in order. 复制 copies a stage's documents into another
 * stage (new rows, after the target's own; documents already there are left as they are).
 */
import { defineResource } from '../types';
import { sources, wholeNumber } from './sources';

export const stageDoc = defineResource({
  name: 'stagedoc',
  title: { zh: '阶段文档', en: 'Stage documents' },
  menuPath: '/sch/stageDoc',
  menuCode: 'stagedoc',
  api: { prefix: '/sch/stageDoc', list: 'page', detail: true, submit: true, remove: true, export: '/sch/stageDoc/export' },
  scope: 'tenant',
  buttons: { add: true, edit: true, delete: true, view: true },
  titleField: 'docName',
  key: ['stageDetailId', 'docId'],
  actions: [{ command: 'school.stageDoc.copy', label: { zh: '复制', en: 'Copy' }, permission: 'stagedoc_copy' }],
  fields: [
    { name: 'stageDetailId', label: { zh: '阶段', en: 'Stage' }, kind: 'select', options: sources.stageDetail, search: true, column: false, required: { zh: '请选择阶段', en: 'Choose the stage' } },
    { name: 'docId', label: { zh: '文档', en: 'Document' }, kind: 'select', options: sources.doc, search: true, column: false, required: { zh: '请选择文档', en: 'Choose the document' } },
    // The table shows the linked rows' names, read with the row (never written); forms and searches choose them above.
    { name: 'stageName', label: { zh: '阶段名称', en: 'Stage name' }, kind: 'input', form: false, sortable: false },
    { name: 'docName', label: { zh: '文档名称', en: 'Title' }, kind: 'input', form: false, sortable: false },
    { name: 'sort', label: { zh: '排序', en: 'Order' }, kind: 'number', rules: [wholeNumber] },
    { name: 'remark', label: { zh: '阅读要求', en: 'Reading task' }, kind: 'textarea', column: false },
  ],
});
