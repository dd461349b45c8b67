import { proxy } from 'valtio';
import { config } from '../../base/config';

export const noticeTabs = ['mail', 'messages', 'notices'] as const;
export type NoticeTab = (typeof noticeTabs)[number];

/** The notice popover: open or not, and the demo load each opening shows (config.noticeDemoDelay). */
export const noticeView = proxy<{ open: boolean; loading: boolean; tab: NoticeTab }>({ open: false, loading: false, tab: 'mail' });

let timer: ReturnType<typeof setTimeout> | undefined;

/** Opens the popover and plays the demo load (the entries are static samples). */
export function openNotices(): void {
  noticeView.open = true;
  noticeView.loading = true;
  clearTimeout(timer);
  timer = setTimeout(() => {
    noticeView.loading = false;
  }, config.noticeDemoDelay);
}

export function closeNotices(): void {
  clearTimeout(timer);
  noticeView.open = false;
  noticeView.loading = false;
}
