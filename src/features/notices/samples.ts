import type { NoticeTab } from './store';

export interface NoticeSample {
  title: { zh: string; en: string };
  /** Who sent it or what it is about. */
  detail: { zh: string; en: string };
  time: string;
}

/** The popover shows static sample entries (there is no inbox API behind it). */
export const noticeSamples: Record<NoticeTab, NoticeSample[]> = {
  mail: [
    { title: { zh: '本周阅读报告已生成', en: 'This week’s reading report is ready' }, detail: { zh: '教务处', en: 'Academic office' }, time: '2024-09-02 09:30' },
    { title: { zh: '新学期课程安排', en: 'Next term’s timetable' }, detail: { zh: '教学管理组', en: 'Teaching management' }, time: '2024-09-01 16:05' },
    { title: { zh: '账号安全提醒', en: 'Account security reminder' }, detail: { zh: '系统管理员', en: 'System administrator' }, time: '2024-08-30 11:20' },
  ],
  messages: [
    { title: { zh: '王老师评论了你的阅读清单', en: 'Ms Wang commented on your reading list' }, detail: { zh: '三年级二班', en: 'Grade 3, class 2' }, time: '2024-09-02 10:12' },
    { title: { zh: '李主任给你发来一条私信', en: 'Director Li sent you a message' }, detail: { zh: '教研室', en: 'Teaching research office' }, time: '2024-09-01 08:45' },
  ],
  notices: [
    { title: { zh: '系统将于周六 22:00 维护', en: 'Maintenance on Saturday at 22:00' }, detail: { zh: '预计持续 2 小时', en: 'Expected to last 2 hours' }, time: '2024-09-03 18:00' },
    { title: { zh: '新增「阶段清单」功能', en: 'New · stage lists' }, detail: { zh: '可在教学内容菜单中使用', en: 'Under Teaching content' }, time: '2024-08-28 14:00' },
  ],
};
