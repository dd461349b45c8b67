/**
 * 存储管理: every object the tenant has stored (avatars, attachments, debug uploads), by the
 * configuration it went through, with its size; downloaded (storage.object.download) and deleted
 * with its bytes. BladeX has no such list: the mock serves it under /blade-resource/storage.
 */
import { defineResource } from '../types';
import { kilobytes } from './attach';

export const storage = defineResource({
  name: 'storage',
  title: { zh: '存储管理', en: 'Stored files' },
  menuPath: '/resource/storage',
  menuCode: 'storage',
  api: { prefix: '/blade-resource/storage', list: 'list', detail: true, submit: false, remove: true },
  scope: 'tenant',
  buttons: { add: false, edit: false, delete: true, view: true },
  titleField: 'originalName',
  actions: [
    { command: 'storage.object.download', label: { zh: '下载', en: 'Download' }, permission: 'storage_view', rows: 'one' },
  ],
  fields: [
    { name: 'originalName', label: { zh: '文件原名', en: 'Original name' }, kind: 'input', search: true },
    { name: 'ossCode', label: { zh: '资源编号', en: 'Storage code' }, kind: 'input', search: true },
    { name: 'bucketName', label: { zh: '空间名', en: 'Bucket' }, kind: 'input' },
    { name: 'name', label: { zh: '对象名称', en: 'Object name' }, kind: 'input', search: true },
    { name: 'contentType', label: { zh: '文件类型', en: 'Content type' }, kind: 'input' },
    { name: 'size', label: { zh: '文件大小', en: 'Size' }, kind: 'number', format: kilobytes },
    { name: 'link', label: { zh: '文件地址', en: 'Link' }, kind: 'input', column: false },
  ],
});
