// The three language buttons of spec section 1, on every page. Each name is written in its own
// language and script so a visitor finds theirs whatever is on screen.
import { LANGUAGES, type Language } from '../../../common/model/languages.ts';
import { useI18n } from '../../ui/i18n/I18nProvider.tsx';
import classes from './LanguageBar.module.css';

export const NATIVE_NAMES: Record<Language, string> = { ar: 'العربية', en: 'English', he: 'עברית' };

export function LanguageBar() {
  const { lang, changeLanguage, t } = useI18n();
  return (
    <nav aria-label={t('portal.language.label')} className={classes.bar}>
      {LANGUAGES.map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          aria-pressed={code === lang}
          onClick={() => void changeLanguage(code)}
          className={classes.language}
        >
          {NATIVE_NAMES[code]}
        </button>
      ))}
    </nav>
  );
}
