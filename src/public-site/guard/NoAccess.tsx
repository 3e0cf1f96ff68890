// Spec section 6: a signed-in member whose role is too low sees why, and (as a plain user) how to ask.
// The heading names the role the page needs: a family member on a moderators' page is not told it is
// for family members only.
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { BackToMainButton } from '../BackToMainButton.tsx';
import { useTranslate } from '../../ui/i18n/I18nProvider.tsx';
import { PageSection } from '../PageSection.tsx';
import { useSession } from '../session/SessionProvider.tsx';
import { ButtonRow } from '../ButtonRow.tsx';
import type { Role } from '../../../common/model/roles.ts';

/** Heading and explanation per lowest role a page admits (USER pages never refuse a signed-in member). */
const NEEDED: Record<Exclude<Role, 'ANONYMOUS' | 'USER'>, { title: string; text: string }> = {
  BISH: { title: 'portal.guard.title', text: 'portal.guard.entranceFamilyOnly' },
  MODERATOR: { title: 'portal.guard.titleModerators', text: 'portal.guard.staffOnly' },
  ADMIN: { title: 'portal.guard.titleAdmins', text: 'portal.guard.adminOnly' },
};

export function NoAccess({ lowest }: { lowest: Role }) {
  const t = useTranslate();
  const { role } = useSession();
  const needed = NEEDED[lowest as keyof typeof NEEDED] ?? NEEDED.BISH;
  // A plain user may ask for family permission: that is what opens a family page to them.
  const familyOnly = role === 'USER' && lowest === 'BISH';
  return (
    <PageSection titleKey={needed.title} title={t(needed.title)} narrow>
      <Alert severity="warning">
        <AlertTitle>{t(needed.text)}</AlertTitle>
        {familyOnly && t('portal.guard.needFamilyPermission')}
      </Alert>
      <ButtonRow sx={{ mt: 3 }}>
        {familyOnly && (
          <Button variant="contained" component={RouterLink} to="/profile">
            {t('portal.guard.requestPermission')}
          </Button>
        )}
        <BackToMainButton />
      </ButtonRow>
    </PageSection>
  );
}
