import type { CommandGroup } from '../../commands/types';
import { defineMessages } from '../i18n';

const groupsZh = {
  selection: '选中行',
  navigation: '导航',
  resource: '数据',
  tabs: '标签页',
  session: '会话',
  layout: '布局',
  errors: '错误日志',
  notices: '通知',
  workflow: '流程',
  system: '系统',
} satisfies Record<CommandGroup, string>;

const groupsEn = {
  selection: 'Selected rows',
  navigation: 'Navigation',
  resource: 'Data',
  tabs: 'Tabs',
  session: 'Session',
  layout: 'Layout',
  errors: 'Error log',
  notices: 'Notices',
  workflow: 'Workflow',
  system: 'System',
} satisfies Record<CommandGroup, string>;

/** The palette's strings, under its own namespace `palette`. */
export const paletteMessages = defineMessages({
  zh: {
    palette: {
      label: '命令面板',
      mode: { commands: '命令面板', menus: '菜单搜索', goto: '转到', records: '记录搜索' },
      placeholder: {
        commands: '输入命令名称…',
        menus: '输入菜单名称…',
        goto: '输入菜单或分组名称…',
        choice: '输入以筛选…',
        records: '输入记录名称或拼音…',
      },
      results: { commands: '命令', menus: '菜单', goto: '菜单', choice: '选项', records: '记录' },
      records: { hint: '输入名称搜索各页面的记录, 拼音和首字母亦可', searching: '搜索中…' },
      group: groupsZh,
      empty: '没有匹配项',
      count: '共 {{total}} 项',
      truncated: '显示前 {{shown}} 项,共 {{total}} 项',
      keys: { move: '选择', run: '执行', close: '关闭', back: '返回上级', open: '打开' },
      page: '{{count}} 项',
      prompt: {
        step: '第 {{step}}/{{steps}} 步',
        required: '请输入{{label}}',
        optional: '可留空,按 Enter 跳过',
        skip: '(不选择)',
        loading: '加载中…',
        failed: '选项加载失败',
        ok: '确定',
        cancel: '取消',
      },
    },
  },
  en: {
    palette: {
      label: 'Command palette',
      mode: { commands: 'Command palette', menus: 'Menu search', goto: 'Go to', records: 'Record search' },
      placeholder: {
        commands: 'Type a command…',
        menus: 'Type a menu name…',
        goto: 'Type a menu or group…',
        choice: 'Type to filter…',
        records: 'Type a record name or its pinyin…',
      },
      results: { commands: 'Commands', menus: 'Menus', goto: 'Menus', choice: 'Options', records: 'Records' },
      records: { hint: 'Type a name to search the records of every screen (pinyin and initials work too)', searching: 'Searching…' },
      group: groupsEn,
      empty: 'No matches',
      count: '{{total}} items',
      truncated: 'Top {{shown}} of {{total}}',
      keys: { move: 'select', run: 'run', close: 'close', back: 'up', open: 'open' },
      page: '{{count}} items',
      prompt: {
        step: 'Step {{step}} of {{steps}}',
        required: '{{label}} is required',
        optional: 'Optional: press Enter to skip',
        skip: '(none)',
        loading: 'Loading…',
        failed: 'Could not load the options',
        ok: 'OK',
        cancel: 'Cancel',
      },
    },
  },
});
