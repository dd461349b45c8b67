import { config } from '../../src/base/config';
import { noticeSamples } from '../../src/features/notices/samples';
import { closeNotices, noticeView, openNotices } from '../../src/features/notices/store';
import { language, t } from '../../src/i18n';
import '../../src/i18n/layout';
import { defineCommand } from '../../src/platform/define-command';
import { inConsole } from '../navigation/helpers';

export const openNoticesCommand = defineCommand({
  id: 'notices.open',
  title: { zh: '查看通知', en: 'Open notifications' },
  group: 'notices',
  keywords: ['notice', 'notification', 'mail', 'message', 'tongzhi'],
  shortcut: 'alt+shift+n',
  when: inConsole,
  run: () => openNotices(),
  check: {
    scenario: async (h) => {
      await h.run();
      h.expect(noticeView.open && noticeView.loading, 'the popover did not open loading');
      await h.see(t('ctl.notices.loading'));
      // The demo load takes noticeDemoDelay before the samples show.
      await new Promise((resolve) => setTimeout(resolve, config.noticeDemoDelay));
      await h.see(noticeSamples.mail[0].title[language.current]);
      closeNotices();
    },
  },
});
