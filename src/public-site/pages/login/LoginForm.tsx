// Username and password (spec sections 2 and 5), and the second factor's code once the server asks for it.
// Used by the login page, the home page and the guard for signed-out visitors; success re-renders whatever
// page it sits on, or goes where `onSuccess` says; to the profile when the account must set up a second factor.
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import { Field } from '../../../ui/forms/Field.tsx';
import { FormResultMessage } from '../../../ui/forms/FormResultMessage.tsx';
import login from '../../../../schema/forms/login.json';
import { formRules } from '../../../ui/forms/schemaRules.ts';
import { useValidatedForm } from '../../../ui/forms/useValidatedForm.ts';
import { useSession } from '../../session/SessionProvider.tsx';
import { HttpError } from '../../../providers/httpClient.ts';
import { getStoredUser } from '../../../providers/session.ts';
import { ButtonRow } from '../../ButtonRow.tsx';

const RULES = formRules(login);

export function LoginForm({ onSuccess, showBack = true }: { onSuccess?: () => void; showBack?: boolean }) {
  const t = useTranslate();
  const { signIn } = useSession();
  const form = useValidatedForm(RULES);
  const navigate = useNavigate();
  /** The server asked for the second factor: the password was right, and the code field is shown. */
  const [codeAsked, setCodeAsked] = useState(false);

  const submit = form.handleSubmit(async ({ username, password, code }) => {
    try {
      await signIn({ username, password, code: codeAsked ? code : undefined });
    } catch (error) {
      // A wrong name or password is the catalogue's text whatever the server said; after the right
      // password the server tells why the account may not sign in (not activated, disabled), and a
      // spent budget, a server down or no connection say what they are (handleSubmit). A code asked for
      // is no failure: its field appears; a wrong code is said at that field.
      if (!(error instanceof HttpError && error.status === 401)) throw error;
      const codeFault = error.faults.find((f) => f.field === 'code');
      if (codeFault?.rule === 'codeNeeded' && !codeAsked) {
        setCodeAsked(true);
        return null;
      }
      if (codeFault) throw error;
      return { kind: 'error', message: t('portal.errors.userOrPasswordIncorrect') };
    }
    if (getStoredUser()?.twoFactorNeeded) navigate('/profile');
    else onSuccess?.();
    return null;
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('portal.login.formLabel')}>
      <Field {...form.field('username')} label={t('portal.login.username')} autoComplete="username" autoCapitalize="none" />
      <Field {...form.field('password')} type="password" label={t('portal.login.password')} autoComplete="current-password" />
      {codeAsked && (
        // Not a numeric input: a recovery code has letters too (the server reads Arabic-Indic digits as well).
        <Field
          {...form.field('code')}
          label={t('portal.twoFactor.code')}
          hint={t('portal.twoFactor.codeHint')}
          autoComplete="one-time-code"
          autoCapitalize="none"
          autoFocus
        />
      )}
      <Button type="submit" variant="contained" size="large" fullWidth disabled={!form.canSubmit} sx={{ mt: 2 }}>
        {t('portal.login.submit')}
      </Button>
      <FormResultMessage result={form.result} />
      <ButtonRow sx={{ mt: 2, justifyContent: 'space-between' }}>
        <Link component={RouterLink} to="/register">
          {t('portal.login.register')}
        </Link>
        <Link component={RouterLink} to="/users/resetusernameorpassword">
          {t('portal.login.forgot')}
        </Link>
        {showBack && (
          <Link component={RouterLink} to="/">
            {t('portal.common.backToMain')}
          </Link>
        )}
      </ButtonRow>
    </Box>
  );
}
