/**
 * 通知公告: each school's notices. `content` is stored as the editor gave it;
 * views sanitise it before showing it.
 */
import { defineResource } from '../types';

export const notice = defineResource({
  name: 'notice',
  title: { zh: '通知公告', en: 'Notices' },
  menuPath: '/desk/notice',
  menuCode: 'notice',
  api: { prefix: '/blade-desk/notice', list: 'list', detail: true, submit: true, remove: true },
  scope: 'tenant',
  buttons: { add: true, edit: true, delete: true, view: true },
  titleField: 'title',
  fields: [
    { name: 'title', label: { zh: '通知标题', en: 'Title' }, kind: 'input', search: true, required: { zh: '请输入通知标题', en: 'Enter the title' } },
    {
      name: 'category',
      label: { zh: '通知类型', en: 'Category' },
      kind: 'select',
      options: { dict: 'notice' },
      search: true,
      required: { zh: '请选择通知类型', en: 'Choose the category' },
    },
    {
      name: 'releaseTime',
      label: { zh: '通知日期', en: 'Release time' },
      kind: 'datetime',
      // Its kind makes it a real date and time in BladeX's format (src/schema/validate.ts).
      required: { zh: '请选择通知日期', en: 'Choose the release time' },
    },
    { name: 'content', label: { zh: '通知内容', en: 'Content' }, kind: 'richText', column: false },
  ],
});
