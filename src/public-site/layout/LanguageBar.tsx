// The three language buttons of spec section 1, on every page. Each name is written in its own
// language and script so a visitor finds theirs whatever is on screen.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { LANGUAGES, type Language } from '../../../common/model/languages.ts';
import { useI18n } from '../../ui/i18n/I18nProvider.tsx';

export const NATIVE_NAMES: Record<Language, string> = { ar: 'العربية', en: 'English', he: 'עברית' };

export function LanguageBar() {
  const { lang, changeLanguage, t } = useI18n();
  return (
    <Box
      component="nav"
      aria-label={t('portal.language.label')}
      sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5, px: { xs: 1, tablet: 2 }, py: 0.25, bgcolor: 'primary.dark' }}
    >
      {LANGUAGES.map((code) => (
        <Button
          key={code}
          lang={code}
          size="small"
          aria-pressed={code === lang}
          onClick={() => void changeLanguage(code)}
          sx={{
            color: 'common.white',
            minWidth: 0,
            px: 1.25,
            fontWeight: code === lang ? 700 : 400,
            textDecoration: code === lang ? 'underline' : 'none',
            textUnderlineOffset: '4px',
          }}
        >
          {NATIVE_NAMES[code]}
        </Button>
      ))}
    </Box>
  );
}
