/**
 * 文档: a school's reading documents. A document suits one grade and sits on the reading lists
 * of any posts (postIds: the server reads them from the lists, docrelation, and a save puts the
 * document on the lists of the posts added and takes it off those dropped). The body is rich
 * text, stored as the editor gave it and shown sanitised. The screen lists the chosen document's
 * questions below the documents (doc-qns.ts).
 */
import { defineResource } from '../types';
import { positiveNumber, sources } from './sources';

const genres = ['童话', '寓言', '诗歌', '散文', '小说', '科普', '神话', '传记'];

export const doc = defineResource({
  name: 'doc',
  title: { zh: '文档', en: 'Documents' },
  menuPath: '/school/doc',
  menuCode: 'doc',
  api: { prefix: '/school/doc', list: 'page', detail: true, submit: true, remove: true, export: '/school/doc/export' },
  scope: 'tenant',
  buttons: { add: true, edit: true, delete: true, view: true },
  titleField: 'docName',
  dialogWidth: 900,
  actions: [{ command: 'school.doc.assign', label: { zh: '加入阅读清单', en: 'Add to reading list' }, permission: 'docrelation_add', rows: 'some' }],
  fields: [
    { name: 'docName', label: { zh: '文档名称', en: 'Title' }, kind: 'input', search: true, required: { zh: '请输入文档名称', en: 'Enter the title' } },
    { name: 'author', label: { zh: '作者', en: 'Author' }, kind: 'input', search: true, required: { zh: '请输入作者', en: 'Enter the author' } },
    { name: 'gradeId', label: { zh: '年级', en: 'Grade' }, kind: 'select', options: sources.grade, search: true, required: { zh: '请选择年级', en: 'Choose the grade' } },
    {
      name: 'genre',
      label: { zh: '体裁', en: 'Genre' },
      kind: 'select',
      options: { static: genres.map((genre) => ({ value: genre, label: genre })) },
      search: true,
      required: { zh: '请选择体裁', en: 'Choose the genre' },
    },
    { name: 'wordCount', label: { zh: '字数', en: 'Words' }, kind: 'number', required: { zh: '请输入字数', en: 'Enter the word count' }, rules: [positiveNumber] },
    { name: 'postIds', label: { zh: '阅读岗位', en: 'Posts' }, kind: 'multiSelect', options: sources.post },
    { name: 'summary', label: { zh: '简介', en: 'Summary' }, kind: 'textarea', column: false },
    { name: 'content', label: { zh: '正文', en: 'Body' }, kind: 'richText', column: false, required: { zh: '请输入正文', en: 'Enter the body' } },
  ],
});
