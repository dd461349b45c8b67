import { defineMessages } from '../../i18n';

defineMessages({
  zh: {
    school: {
      moved: '已移到第 {{position}} 位',
      assigned: '已加入阅读清单: {{count}} 篇',
      alreadyListed: '所选文档都已在这个岗位的阅读清单中',
      synced: '已按年级同步,新增 {{count}} 篇',
      copied: '已复制 {{count}} 篇文档',
      readingList: '阅读清单 · {{post}}',
      readingListHelp: '拖动文档,或选中后按 Alt+↑ / Alt+↓ 调整顺序;顺序立即保存。',
      emptyList: '这个岗位的阅读清单还没有文档',
      words: '{{count}} 字',
      position: '位置',
      post: '岗位',
      source: '复制自阶段',
      target: '复制到阶段',
      entry: '文档',
      sameStage: '请选择另一个阶段作为复制目标',
    },
  },
  en: {
    school: {
      moved: 'Moved to place {{position}}',
      assigned: 'Added to the reading list: {{count}}',
      alreadyListed: 'The selected documents are on this post’s reading list already',
      synced: 'Synced by grade: {{count}} added',
      copied: '{{count}} documents copied',
      readingList: 'Reading list · {{post}}',
      readingListHelp: 'Drag a document, or select it and press Alt+↑ / Alt+↓; the order is saved at once.',
      emptyList: 'This post’s reading list has no documents yet',
      words: '{{count}} words',
      position: 'Position',
      post: 'Post',
      source: 'Copy from stage',
      target: 'Copy to stage',
      entry: 'Document',
      sameStage: 'Choose another stage to copy to',
    },
  },
});
