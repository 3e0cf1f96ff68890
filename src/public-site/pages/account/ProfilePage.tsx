// /profile (spec section 2): the signed-in user's username, e-mail, role and phone, the ways to change
// password and phone, two-step sign-in, passkeys, where the account is signed in, and the family-permission request for
// a plain user.
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import { useSession } from '../../session/SessionProvider.tsx';
import { NewsByMailSetting } from '../news/NewsByMailSetting.tsx';
import { ReminderSettings } from './ReminderSettings.tsx';
import { ButtonRow } from '../../ButtonRow.tsx';
import { MyRecordButton } from '../home/MyRecordButton.tsx';
import { CalendarFeedSetting } from '../activities/CalendarFeedSetting.tsx';
import { AccountPage } from './AccountPage.tsx';
import { BackLinks } from './BackLinks.tsx';
import { PermissionRequest } from './PermissionRequest.tsx';
import { TwoFactorSetting } from './TwoFactorSetting.tsx';
import { SignedInDevices } from './SignedInDevices.tsx';
import { PasskeySetting } from './PasskeySetting.tsx';
import { withTexts } from '../../../ui/i18n/withTexts.tsx';
import { ACCOUNT_TEXTS } from './accountTexts.ts';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', narrow: '9rem 1fr' }, columnGap: 2, py: 0.75 }}>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      {/* <bdi>: a username, an address or a number keeps its own direction inside Arabic and Hebrew text. */}
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
        <bdi>{value}</bdi>
      </Typography>
    </Box>
  );
}

function Profile() {
  const t = useTranslate();
  const { user, role } = useSession();
  if (!user) return null;
  const base = `/users/${encodeURIComponent(user.username)}`;
  return (
    <AccountPage screen="Profile">
      <Box component="dl" sx={{ m: 0 }}>
        <Detail label={t('account.fields.username')} value={user.username} />
        <Detail label={t('account.fields.email')} value={user.email} />
        <Detail label={t('account.fields.role')} value={t(`account.roles.${role}`)} />
        <Detail label={t('account.fields.phone')} value={user.phoneNumber ?? t('portal.common.notRecorded')} />
      </Box>
      <ButtonRow sx={{ mt: 2 }}>
        <MyRecordButton />
        <Button variant="outlined" component={RouterLink} to={`${base}/changepassword`}>
          {t('portal.screens.ChangePassword')}
        </Button>
        <Button variant="outlined" component={RouterLink} to={`${base}/modifyphone`}>
          {t('portal.screens.ModifyPhone')}
        </Button>
      </ButtonRow>
      <TwoFactorSetting />
      <PasskeySetting />
      <SignedInDevices />
      <NewsByMailSetting />
      <ReminderSettings />
      {role === 'USER' && (
        <Box component="section" aria-labelledby="permission-title">
          <Divider sx={{ my: 3 }} />
          <Typography id="permission-title" variant="h2" sx={{ mb: 2 }}>
            {t('account.profile.permissionTitle')}
          </Typography>
          <PermissionRequest user={user} />
        </Box>
      )}
      <CalendarFeedSetting />
      <BackLinks />
    </AccountPage>
  );
}

export const ProfilePage = withTexts(ACCOUNT_TEXTS, Profile);
