// On the profile: two-step sign-in, off or on. Off: set it up (TwoFactorSetUp), then keep the recovery codes
// shown once (RecoveryCodes). On: turn it off (TwoFactorOffForm). The session's user is read again after each,
// since its `twoFactor` (and, under REQUIRE_2FA, its role) changes with it.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { TwoFactorSetup } from '../../../../common/generated/api.ts';
import { accountApi } from '../../../providers/accountApi.ts';
import { reloadSessionUser } from '../../../providers/sessionUser.ts';
import { errorText } from '../../../ui/errors.ts';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import { useSession } from '../../session/SessionProvider.tsx';
import { RecoveryCodes } from './RecoveryCodes.tsx';
import { TwoFactorOffForm } from './TwoFactorOffForm.tsx';
import { TwoFactorSetUp } from './TwoFactorSetUp.tsx';

type Step = { kind: 'idle' } | { kind: 'setUp'; setup: TwoFactorSetup } | { kind: 'codes'; codes: string[] };

export function TwoFactorSetting() {
  const t = useTranslate();
  const { user, refresh } = useSession();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [failure, setFailure] = useState<string>();

  const start = async () => {
    setFailure(undefined);
    try {
      setStep({ kind: 'setUp', setup: await accountApi.setUpTwoFactor() });
    } catch (error) {
      setFailure(errorText(error, t));
    }
  };
  const reload = async () => {
    await reloadSessionUser().catch(() => undefined);
    refresh();
  };

  if (!user) return null;
  return (
    <Box component="section" aria-labelledby="two-factor-title" sx={{ display: 'grid', gap: 1.5, maxWidth: 520, my: 2 }}>
      <Typography id="two-factor-title" variant="h3" sx={{ fontSize: '1.1rem' }}>
        {t('account.twoFactor.title')}
      </Typography>
      {user.twoFactorNeeded && <Alert severity="warning">{t('account.twoFactor.required')}</Alert>}
      {step.kind === 'codes' ? (
        <RecoveryCodes codes={step.codes} onKept={() => setStep({ kind: 'idle' })} />
      ) : step.kind === 'setUp' ? (
        <TwoFactorSetUp
          setup={step.setup}
          onConfirmed={(codes) => {
            setStep({ kind: 'codes', codes });
            void reload();
          }}
          onCancel={() => setStep({ kind: 'idle' })}
        />
      ) : (
        <>
          <Typography variant="body2">{t('account.twoFactor.intro')}</Typography>
          <Typography role="status" sx={{ fontWeight: 600 }}>
            {t(user.twoFactor ? 'account.twoFactor.on' : 'account.twoFactor.off')}
          </Typography>
          {user.twoFactor ? (
            <TwoFactorOffForm onTurnedOff={() => void reload()} />
          ) : (
            <Box>
              <Button variant="contained" onClick={() => void start()} sx={{ minHeight: 48 }}>
                {t('account.twoFactor.start')}
              </Button>
            </Box>
          )}
        </>
      )}
      {failure && <Alert severity="error">{failure}</Alert>}
    </Box>
  );
}
