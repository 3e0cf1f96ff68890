// "My record": the way from the signed-in member's home to their own place in the family,
// when an admin has linked the account to a member and the role may open member records.
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import { mayOpen } from '../../../../common/routing/routeTable.ts';
import { useSession } from '../../session/SessionProvider.tsx';

export function MyRecordButton() {
  const t = useTranslate();
  const { user, role } = useSession();
  const path = user?.memberId != null ? `/family-members/${user.memberId}` : undefined;
  if (!path || !mayOpen(role, path)) return null;
  return (
    <Button variant="outlined" component={RouterLink} to={path}>
      {t('portal.home.myRecord')}
    </Button>
  );
}
