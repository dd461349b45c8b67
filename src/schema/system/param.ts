/** 参数管理: platform-wide key/value settings. */
import { defineResource } from '../types';

export const param = defineResource({
  name: 'param',
  title: { zh: '参数管理', en: 'Parameters' },
  menuPath: '/system/param',
  menuCode: 'param',
  api: { prefix: '/blade-system/param', list: 'list', detail: true, submit: true, remove: true, export: '/blade-system/param/export' },
  scope: 'platform',
  buttons: { add: true, edit: true, delete: true, view: true },
  titleField: 'paramName',
  key: ['paramKey'],
  fields: [
    { name: 'paramName', label: { zh: '参数名称', en: 'Name' }, kind: 'input', search: true, required: { zh: '请输入参数名称', en: 'Enter the parameter name' } },
    { name: 'paramKey', label: { zh: '参数键名', en: 'Key' }, kind: 'input', search: true, required: { zh: '请输入参数键名', en: 'Enter the parameter key' } },
    { name: 'paramValue', label: { zh: '参数键值', en: 'Value' }, kind: 'input', required: { zh: '请输入参数键值', en: 'Enter the parameter value' } },
    { name: 'remark', label: { zh: '备注', en: 'Remark' }, kind: 'input' },
  ],
});
