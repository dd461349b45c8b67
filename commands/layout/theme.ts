import { config } from '../../src/base/config';
import { refuse } from '../../src/core/errorlog';
import { isTheme, layout, setTheme } from '../../src/core/layout';
import { t } from '../../src/i18n';
import '../../src/i18n/layout';
import { messageIn, restoresSetting } from '../edit/setting';
import { defineCommand } from '../../src/platform/define-command';
import { inConsole } from '../navigation/helpers';

const title = { zh: '切换主题', en: 'Change theme' };

export const chooseTheme = defineCommand({
  id: 'layout.theme',
  title,
  group: 'layout',
  keywords: ['theme', 'dark', 'skin', 'zhuti', ...config.themes],
  when: inConsole,
  args: {
    theme: {
      kind: 'choice',
      label: { zh: '主题', en: 'Theme' },
      options: () => config.themes.map((value) => ({ value, label: t(`ctl.theme.${value}`), hint: value })),
    },
  },
  reversible: restoresSetting(title, () => layout.theme, setTheme, (theme) => messageIn(`ctl.theme.${theme}`)),
  run: (_ctx, { theme }) => {
    if (!isTheme(theme)) refuse(`${theme}?`);
    setTheme(theme);
  },
  check: {
    scenario: async (h) => {
      const before = layout.theme;
      await h.run({ theme: 'theme-dark' });
      h.expect(document.documentElement.dataset.theme === 'theme-dark', 'the page did not take the theme');
      await h.run({ theme: before });
    },
  },
});
