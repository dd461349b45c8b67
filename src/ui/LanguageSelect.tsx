import { config, type Language } from '../base/config';
import { language, setLanguage, useT } from '../i18n';

/** A native language picker for the first-load pages (the layout has the full menu). */
export function LanguageSelect() {
  const t = useT();
  return (
    <select
      className="language-select"
      aria-label={t('language.label')}
      value={language.current}
      onChange={(event) => setLanguage(event.target.value as Language)}
    >
      {config.languages.map((lang) => (
        <option key={lang} value={lang}>{t(`language.${lang}`)}</option>
      ))}
    </select>
  );
}
