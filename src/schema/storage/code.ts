/**
 * 代码生成: code generator entries (BladeX 2.x form). 生成代码 (storage.code.generate) answers a
 * zip for this console: a resource schema, a fixture file and the menu rows of the chosen table.
 */
import { defineResource, type FieldDef } from '../types';

// The helpers keep each field's name a literal type, so the mock's code rows are derived from them.
const required = <const N extends string>(name: N, zh: string, en: string, more: Omit<Partial<FieldDef>, 'name'> = {}) =>
  ({ name, label: { zh, en }, kind: 'input', required: { zh: `请输入${zh}`, en: `Enter the ${en.toLowerCase()}` }, column: false, ...more }) satisfies FieldDef;

const yesNo = <const N extends string>(name: N, zh: string, en: string) => ({
  name, label: { zh, en }, kind: 'radio', options: { dict: 'yes_no' }, defaultValue: 2, column: false,
  required: { zh: `请选择${zh}`, en: `Choose ${en.toLowerCase()}` },
}) satisfies FieldDef;

export const code = defineResource({
  name: 'code',
  title: { zh: '代码生成', en: 'Code generator' },
  menuPath: '/tool/code',
  menuCode: 'code',
  api: { prefix: '/blade-develop/code', list: 'list', detail: true, submit: true, remove: true },
  scope: 'platform',
  buttons: { add: true, edit: true, delete: true, view: true },
  titleField: 'codeName',
  dialogWidth: 880,
  actions: [
    { command: 'storage.code.generate', label: { zh: '代码生成', en: 'Generate' }, permission: 'code_edit', rows: 'some', tone: 'primary' },
    { command: 'storage.code.copy', label: { zh: '复制', en: 'Copy' }, permission: 'code_add', rows: 'one' },
  ],
  fields: [
    {
      name: 'datasourceId', label: { zh: '数据源', en: 'Data source' }, kind: 'select', search: true, filter: 'exact',
      options: { url: '/blade-develop/datasource/select', label: 'name', value: 'id' },
      required: { zh: '请选择数据源', en: 'Choose the data source' },
    },
    {
      // BladeX 3.x names the data model an entry is generated from; entries of the 2.x form have none.
      name: 'modelId', label: { zh: '数据模型', en: 'Data model' }, kind: 'select', column: false, filter: 'exact',
      options: { url: '/blade-develop/model/select', label: 'modelName', value: 'id' },
    },
    required('codeName', '模块名', 'Module name', { column: true, search: true }),
    required('serviceName', '服务名', 'Service name', { column: true, search: true }),
    required('tableName', '表名', 'Table name', { column: true, search: true }),
    required('tablePrefix', '表前缀', 'Table prefix'),
    required('pkName', '主键名', 'Key column'),
    required('packageName', '包名', 'Package name', { column: true }),
    yesNo('baseMode', '基础业务', 'Base fields'),
    yesNo('wrapMode', '包装器', 'Wrapper'),
    required('apiPath', '后端生成路径', 'Backend path'),
    required('webPath', '前端生成路径', 'Frontend path'),
  ],
});
