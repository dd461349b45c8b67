import { defineMessages } from '../../i18n';

defineMessages({
  zh: {
    orgGrant: {
      roleTitle: '角色权限配置',
      topMenuTitle: '下级菜单配置',
      menu: '菜单权限',
      dataScope: '数据权限',
      apiScope: '接口权限',
      topMenuMenus: '菜单',
      loading: '正在加载…',
      empty: '暂无可配置的权限',
      save: '保存',
      cancel: '取消',
      expand: '展开或收起',
    },
  },
  en: {
    orgGrant: {
      roleTitle: 'Role permissions',
      topMenuTitle: 'Menus of the top menu',
      menu: 'Menus',
      dataScope: 'Data scopes',
      apiScope: 'API scopes',
      topMenuMenus: 'Menus',
      loading: 'Loading…',
      empty: 'Nothing to grant',
      save: 'Save',
      cancel: 'Cancel',
      expand: 'Expand or collapse',
    },
  },
});
