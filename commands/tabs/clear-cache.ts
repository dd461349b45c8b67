import { authApi } from '../../src/api/auth';
import { notify } from '../../src/core/notify';
import { dropPaneCache, tabMemory } from '../../src/core/tabs';
import { t } from '../../src/i18n';
import '../../src/i18n/common';
import { defineCommand } from '../../src/platform/define-command';
import { inConsole } from '../navigation/helpers';

/** Clears the server's caches (/blade-auth/oauth/clear-cache) and the panes kept alive here. */
export const clearCache = defineCommand({
  id: 'tabs.clearCache',
  title: { zh: '清除缓存', en: 'Clear cache' },
  group: 'tabs',
  keywords: ['cache', 'clear', 'refresh'],
  when: inConsole,
  run: async () => {
    await authApi.clearCache();
    dropPaneCache();
    notify('success', t('message.cleared'));
  },
  check: {
    scenario: async (h) => {
      const epoch = tabMemory.cacheEpoch;
      await h.run();
      await h.see(t('message.cleared'));
      h.expect(tabMemory.cacheEpoch === epoch + 1, 'the panes kept alive were not dropped');
    },
  },
});
