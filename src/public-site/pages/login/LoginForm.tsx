// Username and password (spec sections 2 and 5). Used by the login page, the home page and the guard
// for signed-out visitors; success re-renders whatever page it sits on, or goes where `onSuccess` says.
import { Link as RouterLink } from 'react-router';
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
import { ButtonRow } from '../../ButtonRow.tsx';

const RULES = formRules(login);

export function LoginForm({ onSuccess, showBack = true }: { onSuccess?: () => void; showBack?: boolean }) {
  const t = useTranslate();
  const { signIn } = useSession();
  const form = useValidatedForm(RULES);

  const submit = form.handleSubmit(async ({ username, password }) => {
    try {
      await signIn({ username, password });
    } catch (error) {
      // A wrong name or password is the catalogue's text whatever the server said; after the right
      // password the server tells why the account may not sign in (not activated, disabled), and a
      // spent budget, a server down or no connection say what they are (handleSubmit).
      if (!(error instanceof HttpError && error.status === 401)) throw error;
      return { kind: 'error', message: t('portal.errors.userOrPasswordIncorrect') };
    }
    onSuccess?.();
    return null;
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('portal.login.formLabel')}>
      <Field {...form.field('username')} label={t('portal.login.username')} autoComplete="username" autoCapitalize="none" />
      <Field {...form.field('password')} type="password" label={t('portal.login.password')} autoComplete="current-password" />
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
