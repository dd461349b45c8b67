import { defineMessages } from './index';

/** Links: deep links that run a command (`/run/<id>`) and the commands that copy links. */
defineMessages({
  zh: {
    link: {
      opening: '正在打开链接…',
      unknown: '链接中的命令不存在: {{id}}',
      unavailable: '链接中的命令在此不可用: {{command}}',
      undeclared: '命令「{{command}}」没有这些参数: {{names}}',
      failed: '链接中的命令执行失败: {{message}}',
      copied: '已复制链接',
      copyFailed: '无法写入剪贴板,请手动复制',
      copyKey: '复制命令链接',
    },
  },
  en: {
    link: {
      opening: 'Opening the link…',
      unknown: 'The link names an unknown command: {{id}}',
      unavailable: 'The command of the link is not available here: {{command}}',
      undeclared: '“{{command}}” takes no argument named {{names}}',
      failed: 'The command of the link failed: {{message}}',
      copied: 'Link copied',
      copyFailed: 'Could not write to the clipboard: copy it by hand',
      copyKey: 'copy command link',
    },
  },
});
