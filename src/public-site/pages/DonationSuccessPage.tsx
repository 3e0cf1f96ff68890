// Where the card-payment page sends a donor back (spec section 1).
import Typography from '@mui/material/Typography';
import { BackToMainButton } from '../BackToMainButton.tsx';
import { useTranslate } from '../../ui/i18n/I18nProvider.tsx';
import { PageSection } from '../PageSection.tsx';

export function DonationSuccessPage() {
  const t = useTranslate();
  return (
    <PageSection titleKey="portal.donationSuccess.title" title={t('portal.donationSuccess.title')} narrow>
      <Typography sx={{ mb: 3 }}>{t('portal.donationSuccess.text')}</Typography>
      <BackToMainButton variant="contained" />
    </PageSection>
  );
}
