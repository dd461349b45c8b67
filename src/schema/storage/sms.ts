/** 短信配置: a tenant's sms configurations; one is enabled (storage.sms.enable), and storage.sms.send sends a test message. */
import { defineResource } from '../types';

const category = (record: Record<string, unknown>) => Number(record.category);

export const sms = defineResource({
  name: 'sms',
  title: { zh: '短信配置', en: 'SMS' },
  menuPath: '/resource/sms',
  menuCode: 'sms',
  api: { prefix: '/blade-resource/sms', list: 'list', detail: true, submit: true, remove: true },
  scope: 'tenant',
  buttons: { add: true, edit: true, delete: true, view: true },
  titleField: 'smsCode',
  actions: [
    { command: 'storage.sms.enable', label: { zh: '启用', en: 'Enable' }, permission: 'sms_enable', rows: 'one', tone: 'primary' },
    { command: 'storage.sms.send', label: { zh: '发送调试', en: 'Test message' }, permission: 'sms_enable', rows: 'one' },
  ],
  fields: [
    {
      name: 'category', label: { zh: '分类', en: 'Category' }, kind: 'radio', options: { dict: 'sms' }, defaultValue: 1, search: true, filter: 'exact',
      required: { zh: '请选择分类', en: 'Choose the category' },
    },
    { name: 'smsCode', label: { zh: '资源编号', en: 'Code' }, kind: 'input', search: true, required: { zh: '请输入资源编号', en: 'Enter the code' } },
    { name: 'templateId', label: { zh: '模版ID', en: 'Template id' }, kind: 'input', search: true, required: { zh: '请输入模版ID', en: 'Enter the template id' } },
    { name: 'accessKey', label: { zh: 'accessKey', en: 'accessKey' }, kind: 'input', required: { zh: '请输入accessKey', en: 'Enter the accessKey' } },
    // 云片 (1) signs with its apiKey alone.
    {
      name: 'secretKey', label: { zh: 'secretKey', en: 'secretKey' }, kind: 'input', column: false, shownWhen: (record) => category(record) !== 1,
      required: { zh: '请输入secretKey', en: 'Enter the secretKey' },
    },
    { name: 'regionId', label: { zh: 'regionId', en: 'regionId' }, kind: 'input', column: false, defaultValue: 'cn-hangzhou', shownWhen: (record) => category(record) === 3 },
    { name: 'signName', label: { zh: '短信签名', en: 'Signature' }, kind: 'input', required: { zh: '请输入短信签名', en: 'Enter the signature' } },
    { name: 'status', label: { zh: '是否启用', en: 'Enabled' }, kind: 'select', options: { dict: 'yes_no' }, form: false },
    { name: 'remark', label: { zh: '备注', en: 'Remark' }, kind: 'input' },
  ],
});
