import { config, type Language } from '../../src/base/config';
import { refuse } from '../../src/core/errorlog';
import { language, setLanguage, t } from '../../src/i18n';
import '../../src/i18n/common';
import '../../src/i18n/shell';
import { messageIn, restoresSetting } from '../edit/setting';
import { defineCommand } from '../../src/platform/define-command';

const title = { zh: '切换语言', en: 'Switch language' };

const isLanguage = (value: string): value is Language => (config.languages as readonly string[]).includes(value);

export const switchLanguage = defineCommand({
  id: 'session.language',
  title,
  group: 'session',
  keywords: ['language', 'locale', 'english', '中文', 'yuyan', 'i18n'],
  // Without a choice (the shortcut) it toggles between the two languages.
  shortcut: 'alt+shift+i',
  args: {
    language: {
      kind: 'choice',
      optional: true,
      label: { zh: '语言', en: 'Language' },
      // Each language is named in itself, as the language menu does.
      options: () => config.languages.map((value) => ({ value, label: t(`language.${value}`) })),
    },
  },
  reversible: restoresSetting(title, () => language.current, setLanguage, (lang) => messageIn(`language.${lang}`)),
  run: (_ctx, args) => {
    const next = args.language ?? config.languages.find((value) => value !== language.current) ?? config.defaultLanguage;
    if (!isLanguage(next)) refuse(`${next}?`);
    setLanguage(next);
  },
  check: {
    scenario: async (h) => {
      const before = language.current;
      await h.run({ language: 'en' });
      await h.see('Home');
      await h.run({ language: 'zh' });
      await h.see('首页');
      await h.run({ language: before });
    },
  },
});
