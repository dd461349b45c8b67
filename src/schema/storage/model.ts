/**
 * 数据模型: BladeX's data models (blade-develop/model), each naming a table of a data source and
 * the entity generated from it; the code generator's 数据模型 offers them. The model's field
 * settings (model-prototype) are answered by the mock as BladeX does; this screen edits the
 * model itself.
 */
import { defineResource, type FieldDef } from '../types';

// Keeps each field's name a literal type, so the mock's model rows are derived from it.
const required = <const N extends string>(name: N, zh: string, en: string, more: Omit<Partial<FieldDef>, 'name'> = {}) =>
  ({ name, label: { zh, en }, kind: 'input', required: { zh: `请输入${zh}`, en: `Enter the ${en.toLowerCase()}` }, ...more }) satisfies FieldDef;

export const model = defineResource({
  name: 'model',
  title: { zh: '数据模型', en: 'Data models' },
  menuPath: '/tool/model',
  menuCode: 'model',
  api: { prefix: '/blade-develop/model', list: 'list', detail: true, submit: true, remove: true, select: true },
  scope: 'platform',
  buttons: { add: true, edit: true, delete: true, view: true },
  titleField: 'modelName',
  key: ['modelCode'],
  fields: [
    {
      name: 'datasourceId', label: { zh: '数据源', en: 'Data source' }, kind: 'select', search: true, filter: 'exact',
      options: { url: '/blade-develop/datasource/select', label: 'name', value: 'id' },
      required: { zh: '请选择数据源', en: 'Choose the data source' },
    },
    required('modelTable', '物理表名', 'Table name'),
    required('modelClass', '模型类名', 'Class name'),
    required('modelName', '模型名称', 'Model name', { search: true }),
    required('modelCode', '模型编号', 'Model code', { search: true }),
    { name: 'modelRemark', label: { zh: '模型备注', en: 'Remark' }, kind: 'textarea', column: false },
  ],
});
