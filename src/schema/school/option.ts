/**
 * 选项: a question's choices, each right or not, with the score a right choice earns. Its screen
 * lists the questions beside the chosen question's options (a new option takes that question).
 */
import { defineResource } from '../types';
import { sources, wholeNumber } from './sources';

export const option = defineResource({
  name: 'option',
  title: { zh: '选项', en: 'Options' },
  menuPath: '/school/option',
  menuCode: 'option',
  api: { prefix: '/school/option', list: 'list', detail: true, submit: true, remove: true, export: '/school/option/export' },
  scope: 'tenant',
  buttons: { add: true, edit: true, delete: true, view: true },
  titleField: 'content',
  key: ['qnsId', 'optionKey'],
  master: { resource: 'qns', field: 'qnsId' },
  fields: [
    { name: 'qnsId', label: { zh: '题目', en: 'Question' }, kind: 'select', options: sources.qns, search: true, required: { zh: '请选择题目', en: 'Choose the question' } },
    { name: 'optionKey', label: { zh: '选项标识', en: 'Key' }, kind: 'input', required: { zh: '请输入选项标识', en: 'Enter the key (A, B…)' } },
    { name: 'content', label: { zh: '选项内容', en: 'Text' }, kind: 'input', search: true, required: { zh: '请输入选项内容', en: 'Enter the option text' } },
    {
      name: 'isRight',
      label: { zh: '正确答案', en: 'Right' },
      kind: 'radio',
      options: { static: [{ value: '1', label: { zh: '是', en: 'Yes' } }, { value: '0', label: { zh: '否', en: 'No' } }] },
      defaultValue: '0',
      search: true,
      required: { zh: '请选择是否正确答案', en: 'Choose whether it is right' },
    },
    { name: 'score', label: { zh: '分值', en: 'Score' }, kind: 'number', defaultValue: 0, rules: [wholeNumber] },
    { name: 'sort', label: { zh: '排序', en: 'Order' }, kind: 'number', rules: [wholeNumber] },
  ],
});
