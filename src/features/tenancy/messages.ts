import { defineMessages } from '../../i18n';

defineMessages({
  zh: {
    tenancy: {
      import: { keep: '保留已有区划', cover: '覆盖已有区划' },
    },
  },
  en: {
    tenancy: {
      import: { keep: 'Keep known regions', cover: 'Overwrite known regions' },
    },
  },
});
