// Setting up two-step sign-in: the secret's QR code and its key to type, then the first code the app shows,
// which turns it on and answers the recovery codes (shown by the caller, this once).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import twoFactorCode from '../../../../schema/forms/two-factor-code.json';
import type { TwoFactorSetup } from '../../../../common/generated/api.ts';
import { accountApi } from '../../../providers/accountApi.ts';
import { keepNewToken } from '../../../providers/session.ts';
import { AccountForm } from '../../../ui/forms/AccountForm.tsx';
import { Field } from '../../../ui/forms/Field.tsx';
import { formRules } from '../../../ui/forms/schemaRules.ts';
import { useValidatedForm } from '../../../ui/forms/useValidatedForm.ts';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import { QrCode } from './QrCode.tsx';

const RULES = formRules(twoFactorCode);

interface TwoFactorSetUpProps {
  setup: TwoFactorSetup;
  onConfirmed: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

export function TwoFactorSetUp({ setup, onConfirmed, onCancel }: TwoFactorSetUpProps) {
  const t = useTranslate();
  const form = useValidatedForm(RULES);
  const submit = form.handleSubmit(async ({ code }) => {
    const { recoveryCodes, ...token } = await accountApi.confirmTwoFactor({ code });
    // The account's other sessions have ended: this one goes on with the new token.
    keepNewToken(token);
    onConfirmed(recoveryCodes);
    return null;
  });

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography>{t('account.twoFactor.scan')}</Typography>
      <QrCode text={setup.uri} label={t('account.twoFactor.qrLabel')} />
      <Typography component="div" variant="body2">
        {t('account.twoFactor.key')}: {/* Grouped by four to be typed; left to right on every page. */}
        <Box component="code" dir="ltr" sx={{ fontSize: '1rem', overflowWrap: 'anywhere', unicodeBidi: 'isolate' }}>
          {setup.secret.replace(/(.{4})(?!$)/g, '$1 ')}
        </Box>
      </Typography>
      <AccountForm
        label={t('account.twoFactor.title')}
        submitLabel={t('account.twoFactor.confirm')}
        canSubmit={form.canSubmit}
        onSubmit={submit}
        result={form.result}
      >
        <Field {...form.field('code')} label={t('account.twoFactor.code')} autoComplete="one-time-code" inputMode="numeric" autoFocus />
      </AccountForm>
      <Box>
        <Button onClick={onCancel}>{t('account.twoFactor.cancel')}</Button>
      </Box>
    </Box>
  );
}
