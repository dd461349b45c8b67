/** 附件管理: files uploaded through put-file-attach; uploaded (storage.attach.upload), downloaded and deleted with their bytes. */
import { defineResource } from '../types';

/** BladeX stores bytes and the screen shows KB. */
export const kilobytes = (value: unknown) => (value === null || value === undefined || value === '' ? '' : `${(Number(value) / 1024).toFixed(2)} KB`);

export const attach = defineResource({
  name: 'attach',
  title: { zh: '附件管理', en: 'Attachments' },
  menuPath: '/resource/attach',
  menuCode: 'attach',
  api: { prefix: '/blade-resource/attach', list: 'list', detail: true, submit: false, remove: true },
  scope: 'tenant',
  buttons: { add: false, edit: false, delete: true, view: false },
  titleField: 'originalName',
  actions: [
    { command: 'storage.attach.upload', label: { zh: '上传', en: 'Upload' }, permission: 'attach_upload', tone: 'primary' },
    { command: 'storage.attach.download', label: { zh: '下载', en: 'Download' }, permission: 'attach_download', rows: 'one' },
  ],
  fields: [
    { name: 'originalName', label: { zh: '附件原名', en: 'Original name' }, kind: 'input', search: true },
    { name: 'name', label: { zh: '附件名称', en: 'Object name' }, kind: 'input', search: true },
    { name: 'extension', label: { zh: '附件拓展名', en: 'Extension' }, kind: 'input' },
    { name: 'attachSize', label: { zh: '附件大小', en: 'Size' }, kind: 'number', format: kilobytes },
    { name: 'domain', label: { zh: '附件域名', en: 'Domain' }, kind: 'input', search: true, column: false },
    { name: 'link', label: { zh: '附件地址', en: 'Link' }, kind: 'input', column: false },
  ],
});
