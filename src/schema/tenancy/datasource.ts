/**
 * 数据源管理: JDBC connections for the code generator and the tenants. The password is written,
 * never listed; 测试连接 (tenancy.datasource.test) asks the server whether the URL fits the driver.
 */
import { defineResource } from '../types';

const drivers = ['com.mysql.cj.jdbc.Driver', 'org.postgresql.Driver', 'oracle.jdbc.OracleDriver', 'com.microsoft.sqlserver.jdbc.SQLServerDriver', 'dm.jdbc.driver.DmDriver'];

export const datasource = defineResource({
  name: 'datasource',
  title: { zh: '数据源管理', en: 'Data sources' },
  menuPath: '/tool/datasource',
  menuCode: 'datasource',
  api: { prefix: '/blade-develop/datasource', list: 'list', detail: true, submit: true, remove: true, select: true },
  scope: 'platform',
  buttons: { add: true, edit: true, delete: true, view: true },
  titleField: 'name',
  actions: [{ command: 'tenancy.datasource.test', label: { zh: '测试连接', en: 'Test connection' }, rows: 'one' }],
  fields: [
    { name: 'name', label: { zh: '名称', en: 'Name' }, kind: 'input', search: true, required: { zh: '请输入名称', en: 'Enter the name' } },
    {
      name: 'driverClass', label: { zh: '驱动类', en: 'Driver' }, kind: 'select', filter: 'exact',
      options: { static: drivers.map((driver) => ({ value: driver, label: driver })) },
      required: { zh: '请选择驱动类', en: 'Choose the driver' },
    },
    { name: 'username', label: { zh: '用户名', en: 'User' }, kind: 'input', required: { zh: '请输入用户名', en: 'Enter the user name' } },
    { name: 'password', label: { zh: '密码', en: 'Password' }, kind: 'password', column: false, view: false, required: { zh: '请输入密码', en: 'Enter the password' } },
    { name: 'url', label: { zh: '连接地址', en: 'URL' }, kind: 'input', required: { zh: '请输入连接地址', en: 'Enter the JDBC URL' } },
    { name: 'remark', label: { zh: '备注', en: 'Remark' }, kind: 'textarea', column: false },
  ],
});
