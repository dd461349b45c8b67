/**
 * A dictionary as two lists over one table: its codes (the top-level rows, `parent-list`, paged)
 * and, under the code chosen, its items (`child-list?parentId=`, a tree). The system dictionary
 * and each school's business dictionary share the fields, the rules and the 880 px dialog; they
 * differ in their calls, their menu and who owns the rows.
 */
import { config } from '../../base/config';
import { defineResource, type FieldDef } from '../types';

const sealedOptions = {
  static: [
    { value: '0', label: { zh: '否', en: 'No' } },
    { value: '1', label: { zh: '是', en: 'Yes' } },
  ],
};

const dictValue = { name: 'dictValue', label: { zh: '字典名称', en: 'Name' }, kind: 'input', search: true, required: { zh: '请输入字典名称', en: 'Enter the dictionary name' } } as const satisfies FieldDef;
const sort = { name: 'sort', label: { zh: '字典排序', en: 'Sort' }, kind: 'number', required: { zh: '请输入字典排序', en: 'Enter the sort order' } } as const satisfies FieldDef;
const isSealed = {
  name: 'isSealed', label: { zh: '封存', en: 'Sealed' }, kind: 'radio', options: sealedOptions, defaultValue: '0', filter: 'exact',
  required: { zh: '请选择封存', en: 'Choose whether it is sealed' },
} as const satisfies FieldDef;
const remark = { name: 'remark', label: { zh: '字典备注', en: 'Remark' }, kind: 'input' } as const satisfies FieldDef;

interface DictionaryKind<N extends string, Scope extends 'platform' | 'tenant'> {
  name: N;
  title: { zh: string; en: string };
  prefix: string;
  menuPath: string;
  menuCode: string;
  /** Fixed routes showing the same two lists (the system dictionary's two layouts). */
  alsoAt?: readonly string[];
  scope: Scope;
}

/** The two schemas of one dictionary: its codes, and the items under the code chosen. */
function dictionarySchemas<const N extends string, const Scope extends 'platform' | 'tenant'>(kind: DictionaryKind<N, Scope>) {
  const codes = defineResource({
    name: kind.name,
    title: kind.title,
    menuPath: kind.menuPath,
    alsoAt: kind.alsoAt,
    menuCode: kind.menuCode,
    api: { prefix: kind.prefix, list: 'list', listPath: 'parent-list', detail: true, submit: true, remove: true },
    scope: kind.scope,
    dialogWidth: config.dictDialogWidth,
    buttons: { add: true, edit: true, delete: true, view: true },
    titleField: 'dictValue',
    key: ['code'],
    created: false,
    fields: [
      // Codes such as menu_category and names such as 机构类型 must read whole in the narrower master pane.
      { name: 'code', label: { zh: '字典编号', en: 'Code' }, kind: 'input', search: true, columnShare: 2, required: { zh: '请输入字典编号', en: 'Enter the dictionary code' } },
      { ...dictValue, columnShare: 2 }, sort, isSealed, remark,
    ],
  });
  const items = defineResource({
    name: `${kind.name}_item` as const,
    table: kind.name,
    title: { zh: `${kind.title.zh}项`, en: `${kind.title.en}: items` },
    menuPath: kind.menuPath,
    alsoAt: kind.alsoAt,
    menuCode: kind.menuCode,
    api: { prefix: kind.prefix, list: 'tree', listPath: 'child-list', detail: true, submit: true, remove: true },
    scope: kind.scope,
    dialogWidth: config.dictDialogWidth,
    buttons: { add: true, edit: true, delete: true, view: true },
    titleField: 'dictValue',
    key: ['parentId', 'dictKey'],
    created: false,
    // The code and the parent come from the code chosen above: fixed, never typed.
    master: { resource: kind.name, field: 'parentId' },
    fields: [
      { name: 'code', label: { zh: '字典编号', en: 'Code' }, kind: 'input', form: false, columnShare: 2 },
      dictValue,
      { name: 'dictKey', label: { zh: '字典键值', en: 'Key' }, kind: 'input', search: true, required: { zh: '请输入字典键值', en: 'Enter the key' } },
      sort, isSealed, remark,
    ],
  });
  return [codes, items] as const;
}

export const [dict, dictItem] = dictionarySchemas({
  name: 'dict', title: { zh: '系统字典', en: 'System dictionary' }, prefix: '/blade-system/dict', menuPath: '/system/dict', menuCode: 'dict', scope: 'platform',
  alsoAt: ['/dict-horizontal/index', '/dict-vertical/index'],
});

export const [dictBiz, dictBizItem] = dictionarySchemas({
  name: 'dict_biz', title: { zh: '业务字典', en: 'Business dictionary' }, prefix: '/blade-system/dict-biz', menuPath: '/system/dictbiz', menuCode: 'dictbiz', scope: 'tenant',
});
