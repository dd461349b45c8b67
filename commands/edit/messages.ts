import { defineMessages } from '../../src/i18n';

/** What the undo command says, under its own namespace `undo`. */
defineMessages({
  zh: {
    undo: {
      nothing: '没有可撤销的操作',
      cannot: '无法撤销: {{title}}',
      done: '已撤销: {{title}}',
      sidebar: { collapsed: '折叠', expanded: '展开' },
    },
  },
  en: {
    undo: {
      nothing: 'Nothing to undo',
      cannot: 'Cannot be undone: {{title}}',
      done: 'Undone: {{title}}',
      sidebar: { collapsed: 'collapsed', expanded: 'expanded' },
    },
  },
});
