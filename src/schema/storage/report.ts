/**
 * 报表列表: ureport files; 设计 and 预览 (storage.report.design / preview) open the designer in the
 * frame route. Reports are made in the designer, so the screen adds none; the mock also takes
 * `rest/submit` (not a BladeX call), which the checks use to add reports of their own.
 */
import { defineResource } from '../types';

export const report = defineResource({
  name: 'report',
  title: { zh: '报表列表', en: 'Reports' },
  menuPath: '/report/reportlist',
  menuCode: 'report_list',
  api: { prefix: '/blade-report/report/rest', list: 'list', detail: false, submit: true, remove: true },
  scope: 'platform',
  buttons: { add: false, edit: false, delete: true, view: true },
  titleField: 'name',
  actions: [
    { command: 'storage.report.design', label: { zh: '设计', en: 'Design' }, rows: 'one', tone: 'primary' },
    { command: 'storage.report.preview', label: { zh: '预览', en: 'Preview' }, rows: 'one' },
  ],
  fields: [
    { name: 'name', label: { zh: '文件名', en: 'File name' }, kind: 'input', search: true, required: { zh: '请输入文件名', en: 'Enter the file name' } },
    { name: 'createTime', label: { zh: '创建时间', en: 'Created' }, kind: 'datetime', form: false, search: true },
    { name: 'updateTime', label: { zh: '更新时间', en: 'Updated' }, kind: 'datetime', form: false },
  ],
});
