// The signed-in member on the home page: name, welcome, profile and logout; a plain user is told
// how to get family permission (spec sections 2 and 4).
import { Link as RouterLink, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import { useSession } from '../../session/SessionProvider.tsx';
import { ButtonRow } from '../../ButtonRow.tsx';
import { MyRecordButton } from './MyRecordButton.tsx';
import { isolate } from '../../../../common/model/bidi.ts';

export function MemberCard() {
  const t = useTranslate();
  const { user, role, signOut } = useSession();
  const navigate = useNavigate();
  const logout = async () => {
    await signOut();
    navigate('/');
  };
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 3, p: { xs: 2.5, narrow: 3 }, bgcolor: 'background.paper' }}>
      <Typography variant="h2" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {t('portal.home.welcome', { name: isolate(user?.name || user?.username || '') })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('portal.home.signedInAs', { username: user?.username ?? '' })}
      </Typography>
      {role === 'USER' && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('portal.home.requestPermission')}
        </Alert>
      )}
      <ButtonRow>
        <Button variant="contained" component={RouterLink} to="/profile">
          {t('portal.home.myProfile')}
        </Button>
        <MyRecordButton />
        <Button variant="outlined" onClick={() => void logout()}>
          {t('portal.nav.logout')}
        </Button>
      </ButtonRow>
    </Box>
  );
}
