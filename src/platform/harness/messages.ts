import { defineMessages } from '../../i18n';

/** Why the harness itself leaves a check out, under its own namespace `harness`. */
defineMessages({
  zh: {
    harness: {
      changesData: '会修改数据,本次运行不允许修改',
      endsSession: '会结束或锁定本次运行所需的会话',
    },
  },
  en: {
    harness: {
      changesData: 'it changes data, and this run may not',
      endsSession: 'it ends or locks the session this run needs',
    },
  },
});
