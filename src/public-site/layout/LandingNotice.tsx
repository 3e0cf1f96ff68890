// Why the visitor was brought to this page, when a flow ended their session or sent them elsewhere
// (for example the SMS code tried too many times): a flow navigates with `{ state: landingNotice(key) }`
// and the page they land on says it, instead of leaving them on a page with no word.
import Alert from '@mui/material/Alert';
import { useLocation } from 'react-router';
import { useTranslate } from '../../ui/i18n/I18nProvider.tsx';

interface NoticeState {
  notice?: unknown;
}

/** The navigation state that makes the landing page show the text of i18n key `key`. */
export const landingNotice = (key: string): NoticeState => ({ notice: key });

export function LandingNotice() {
  const t = useTranslate();
  const state = useLocation().state as NoticeState | null;
  if (typeof state?.notice !== 'string') return null;
  return (
    <Alert severity="warning" role="alert" sx={{ mb: 3 }}>
      {t(state.notice)}
    </Alert>
  );
}
