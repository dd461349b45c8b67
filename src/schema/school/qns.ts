/**
 * 题目: questions checking the reading of one document; the stem is rich text. A question's
 * options are its choices (option.ts). 文档 lists the same questions under the chosen document
 * (doc-qns.ts).
 */
import { defineResource, type ResourceAction } from '../types';
import { sources, wholeNumber } from './sources';
import type { IdPart } from '../command-names';

/**
 * 选项 on a list of questions (`list`: the schema's name): opens the options screen with the
 * question selected chosen (commands/school/open-details.ts).
 */
export const optionsAction = <L extends IdPart<'school.', '.options'>>(list: L) =>
  ({ command: `school.${list}.options` as const, label: { zh: '选项', en: 'Options' }, rows: 'one' as const }) satisfies ResourceAction;

export const qns = defineResource({
  name: 'qns',
  title: { zh: '题目', en: 'Questions' },
  menuPath: '/school/qns',
  menuCode: 'qns',
  api: { prefix: '/school/qns', list: 'list', detail: true, submit: true, remove: true, export: '/school/qns/export' },
  scope: 'tenant',
  buttons: { add: true, edit: true, delete: true, view: true },
  titleField: 'title',
  key: ['docId', 'title'],
  dialogWidth: 800,
  actions: [optionsAction('qns')],
  fields: [
    { name: 'docId', label: { zh: '文档', en: 'Document' }, kind: 'select', options: sources.doc, search: true, required: { zh: '请选择文档', en: 'Choose the document' } },
    { name: 'title', label: { zh: '题目名称', en: 'Question' }, kind: 'input', search: true, required: { zh: '请输入题目名称', en: 'Enter the question' } },
    {
      name: 'qnsType',
      label: { zh: '题型', en: 'Type' },
      kind: 'select',
      options: {
        static: [
          { value: '1', label: { zh: '单选题', en: 'Single choice' } },
          { value: '2', label: { zh: '多选题', en: 'Multiple choice' } },
          { value: '3', label: { zh: '判断题', en: 'True or false' } },
        ],
      },
      search: true,
      required: { zh: '请选择题型', en: 'Choose the type' },
    },
    { name: 'stem', label: { zh: '题干', en: 'Stem' }, kind: 'richText', column: false, required: { zh: '请输入题干', en: 'Enter the stem' } },
    { name: 'score', label: { zh: '分值', en: 'Score' }, kind: 'number', defaultValue: 5, required: { zh: '请输入分值', en: 'Enter the score' }, rules: [wholeNumber] },
    { name: 'sort', label: { zh: '排序', en: 'Order' }, kind: 'number', rules: [wholeNumber] },
  ],
});
