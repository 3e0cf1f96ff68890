// The donation form of the home page: a few amounts or one of the visitor's own, then off to the
// external card-payment page (configured per install; spec section 1). The home page shows it only
// when a payment page is configured.
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import { useSiteConfig } from '../../config/siteConfig.ts';
import { Field } from '../../../ui/forms/Field.tsx';
import { useI18n } from '../../../ui/i18n/I18nProvider.tsx';
import { AmountChoice } from './AmountChoice.tsx';
import { DONATION_AMOUNTS, DONATION_MAX, donationUrl, parseAmount } from './donation.ts';

const OTHER = 'other';

export function DonationForm({ paymentPage }: { paymentPage: string }) {
  const { t, locale } = useI18n();
  const { donationCurrency } = useSiteConfig();
  const [choice, setChoice] = useState<string>(String(DONATION_AMOUNTS[1]));
  const [other, setOther] = useState('');
  const amount = choice === OTHER ? parseAmount(other) : Number(choice);
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: donationCurrency, maximumFractionDigits: 0 });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (amount === null) return;
    window.location.assign(donationUrl(paymentPage, amount, donationCurrency, window.location.origin));
  };

  return (
    <Box
      component="form"
      onSubmit={submit}
      aria-labelledby="donate-title"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 3, p: { xs: 2.5, narrow: 3 }, bgcolor: 'background.paper' }}
    >
      <Typography id="donate-title" variant="h2" sx={{ mb: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
        <VolunteerActivismIcon color="primary" aria-hidden />
        {t('portal.donation.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('portal.donation.text')}
      </Typography>
      <AmountChoice
        legend={t('portal.donation.amount')}
        name="donation-amount"
        options={[
          ...DONATION_AMOUNTS.map((a) => ({ value: String(a), label: money.format(a) })),
          { value: OTHER, label: t('portal.donation.other') },
        ]}
        value={choice}
        onChange={setChoice}
      />
      {choice === OTHER && (
        <Field
          id="donation-other"
          name="otherAmount"
          label={t('portal.donation.otherAmount')}
          value={other}
          onChange={(e) => setOther(e.target.value)}
          inputMode="numeric"
          required
          error={other !== '' && amount === null}
          helperText={other !== '' && amount === null ? t('portal.donation.invalidAmount', { min: 1, max: DONATION_MAX }) : undefined}
        />
      )}
      <Button type="submit" variant="contained" color="secondary" size="large" fullWidth sx={{ mt: 2 }} disabled={amount === null}>
        {amount === null ? t('portal.donation.submit') : t('portal.donation.submitAmount', { amount: money.format(amount) })}
      </Button>
    </Box>
  );
}
