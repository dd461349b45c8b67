import { openNoticesCommand } from './open';

export const noticeCommands = [openNoticesCommand];
