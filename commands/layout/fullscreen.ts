import { refuse } from '../../src/core/errorlog';
import { toggleFullscreen } from '../../src/core/layout';
import { t } from '../../src/i18n';
import '../../src/i18n/layout';
import { defineCommand } from '../../src/platform/define-command';
import { inConsole } from '../navigation/helpers';

export const fullscreen = defineCommand({
  id: 'layout.fullscreen',
  title: { zh: '全屏', en: 'Full screen' },
  group: 'layout',
  keywords: ['fullscreen', 'full screen', 'quanping'],
  shortcut: 'alt+shift+f',
  when: inConsole,
  run: async () => {
    if (!(await toggleFullscreen())) refuse(t('ctl.message.fullscreenUnsupported'));
  },
  check: { impossible: { zh: '全屏 API 需要真实的浏览器窗口和用户操作', en: 'the Fullscreen API needs a real browser window and a user gesture' } },
});
