// The links under an account screen: where to go next, and always the way back to the main page.
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import { ButtonRow } from '../../ButtonRow.tsx';

export function BackLinks({ links = [] }: { links?: Array<{ to: string; label: string }> }) {
  const t = useTranslate();
  return (
    <ButtonRow sx={{ mt: 3, justifyContent: 'space-between' }}>
      {[...links, { to: '/', label: t('portal.common.backToMain') }].map(({ to, label }) => (
        <Link key={to} component={RouterLink} to={to}>
          {label}
        </Link>
      ))}
    </ButtonRow>
  );
}
