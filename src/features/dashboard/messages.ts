import { defineMessages } from '../../i18n';

defineMessages({
  zh: {
    dashboard: {
      attention: '待处理',
      reading: '学校阅读内容',
      loading: '正在读取…',
      failed: '读取失败',
      empty: '暂无数据',
      of: '{{used}} / {{quota}} ({{percent}}%)',
      expiring: '即将到期:{{names}}',
      expiringMore: '即将到期:{{names}} 等 {{count}} 所',
      chartLabel: '项目',
    },
  },
  en: {
    dashboard: {
      attention: 'Needs attention',
      reading: 'The school\'s reading content',
      loading: 'Loading…',
      failed: 'Could not be read',
      empty: 'No data yet',
      of: '{{used}} of {{quota}} ({{percent}}%)',
      expiring: 'Expiring: {{names}}',
      expiringMore: 'Expiring: {{names}} and others, {{count}} in all',
      chartLabel: 'Item',
    },
  },
});
