/** 租户产品包: the menus a tenant may use; a 600 px dialog with add, edit and delete and no view button. */
import { config } from '../../base/config';
import { defineResource } from '../types';
import { menuTree } from '../org/trees';

export const tenantPackage = defineResource({
  name: 'tenant_package',
  title: { zh: '租户产品包', en: 'Tenant packages' },
  menuPath: '/system/tenantpackage',
  menuCode: 'tenantpackage',
  api: { prefix: '/blade-system/tenant-package', list: 'list', detail: true, submit: true, remove: true, select: true },
  scope: 'platform',
  dialogWidth: config.tenantPackageDialogWidth,
  buttons: { add: true, edit: true, delete: true, view: false },
  titleField: 'packageName',
  fields: [
    { name: 'packageName', label: { zh: '产品包名', en: 'Package name' }, kind: 'input', search: true, required: { zh: '请输入产品包名称', en: 'Enter the package name' } },
    {
      name: 'menuId',
      label: { zh: '菜单列表', en: 'Menus' },
      kind: 'treeSelect',
      multiple: true,
      options: menuTree,
      grants: 'menus',
      column: false,
      required: { zh: '请选择菜单', en: 'Choose the menus' },
    },
    { name: 'remark', label: { zh: '备注', en: 'Remark' }, kind: 'input' },
  ],
});
