/** 对象存储: a tenant's object storage configurations; one is enabled (storage.oss.enable), and uploads go through it. */
import { defineResource } from '../types';

/** 腾讯云 (4) has an appId; 腾讯云 and category 5 a region, as BladeX's form shows them. */
const categoryIs = (...categories: number[]) => (record: Record<string, unknown>) => categories.includes(Number(record.category));

export const oss = defineResource({
  name: 'oss',
  title: { zh: '对象存储', en: 'Object storage' },
  menuPath: '/resource/oss',
  menuCode: 'oss',
  api: { prefix: '/blade-resource/oss', list: 'list', detail: true, submit: true, remove: true },
  scope: 'tenant',
  buttons: { add: true, edit: true, delete: true, view: true },
  titleField: 'ossCode',
  actions: [
    { command: 'storage.oss.enable', label: { zh: '启用', en: 'Enable' }, permission: 'oss_enable', rows: 'one', tone: 'primary' },
    { command: 'storage.oss.debugUpload', label: { zh: '上传调试', en: 'Test upload' }, permission: 'oss_enable', rows: 'one' },
  ],
  fields: [
    {
      name: 'category', label: { zh: '分类', en: 'Category' }, kind: 'radio', options: { dict: 'oss' }, defaultValue: 1, search: true, filter: 'exact',
      required: { zh: '请选择分类', en: 'Choose the category' },
    },
    { name: 'ossCode', label: { zh: '资源编号', en: 'Code' }, kind: 'input', search: true, required: { zh: '请输入资源编号', en: 'Enter the code' } },
    { name: 'endpoint', label: { zh: '资源地址', en: 'Endpoint' }, kind: 'input', required: { zh: '请输入资源地址', en: 'Enter the endpoint' } },
    { name: 'bucketName', label: { zh: '空间名', en: 'Bucket' }, kind: 'input', required: { zh: '请输入空间名', en: 'Enter the bucket name' } },
    { name: 'accessKey', label: { zh: 'accessKey', en: 'accessKey' }, kind: 'input', search: true, required: { zh: '请输入accessKey', en: 'Enter the accessKey' } },
    { name: 'secretKey', label: { zh: 'secretKey', en: 'secretKey' }, kind: 'input', column: false, required: { zh: '请输入secretKey', en: 'Enter the secretKey' } },
    { name: 'appId', label: { zh: 'appId', en: 'appId' }, kind: 'input', column: false, shownWhen: categoryIs(4) },
    { name: 'region', label: { zh: 'region', en: 'region' }, kind: 'input', column: false, shownWhen: categoryIs(4, 5) },
    { name: 'status', label: { zh: '是否启用', en: 'Enabled' }, kind: 'select', options: { dict: 'yes_no' }, form: false },
    { name: 'remark', label: { zh: '备注', en: 'Remark' }, kind: 'input' },
  ],
});
