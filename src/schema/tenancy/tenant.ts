/**
 * 租户管理: the schools, platform administrator only. The server generates each tenant's
 * six-digit id and, on creation, its administrator role, department, ceo post, business
 * dictionaries and `admin` account. Authorisation (account quota, expiry), data source and
 * product package are set by the screen's own actions (commands/tenancy/).
 */
import { defineResource } from '../types';

export const tenant = defineResource({
  name: 'tenant',
  title: { zh: '租户管理', en: 'Tenants' },
  menuPath: '/system/tenant',
  menuCode: 'tenant',
  // No `select` here: mock-server/crud/tenant-select.ts serves tenant/select for every screen.
  api: { prefix: '/blade-system/tenant', list: 'list', detail: true, submit: true, remove: true },
  scope: 'platform',
  buttons: { add: true, edit: true, delete: true, view: true },
  titleField: 'tenantName',
  actions: [
    { command: 'tenancy.tenant.setting', label: { zh: '授权配置', en: 'Authorisation' }, rows: 'some' },
    { command: 'tenancy.tenant.datasource', label: { zh: '数据源配置', en: 'Data source' }, rows: 'one' },
    { command: 'tenancy.tenant.package', label: { zh: '产品包配置', en: 'Product package' }, rows: 'one' },
  ],
  fields: [
    { name: 'tenantId', label: { zh: '租户ID', en: 'Tenant ID' }, kind: 'input', form: false, search: true, filter: 'exact' },
    { name: 'tenantName', label: { zh: '租户名称', en: 'Name' }, kind: 'input', search: true, required: { zh: '请输入租户名称', en: 'Enter the tenant name' } },
    { name: 'linkman', label: { zh: '联系人', en: 'Contact' }, kind: 'input', search: true, required: { zh: '请输入联系人', en: 'Enter the contact' } },
    { name: 'contactNumber', label: { zh: '联系电话', en: 'Phone' }, kind: 'input' },
    { name: 'address', label: { zh: '联系地址', en: 'Address' }, kind: 'textarea', column: false },
    { name: 'domainUrl', label: { zh: '绑定域名', en: 'Domain' }, kind: 'input', column: false },
    { name: 'backgroundUrl', label: { zh: '系统背景', en: 'Background' }, kind: 'upload', column: false },
    {
      name: 'packageId', label: { zh: '产品包', en: 'Package' }, kind: 'select', editable: false,
      options: { url: '/blade-system/tenant-package/select', label: 'packageName', value: 'id' },
      grants: 'package',
    },
    { name: 'accountNumber', label: { zh: '账号额度', en: 'Accounts' }, kind: 'number', form: false },
    { name: 'expireTime', label: { zh: '过期时间', en: 'Expires' }, kind: 'datetime', form: false },
    {
      name: 'datasourceId', label: { zh: '数据源', en: 'Data source' }, kind: 'select', form: false, column: false,
      options: { url: '/blade-develop/datasource/select', label: 'name', value: 'id' },
    },
  ],
});
