// /users/{username}/resetpassword/{token}: the link of the reset mail. A used or expired link answers
// 'Error: Token Invalid!', shown as 'Unavailable link'.
import { useParams } from 'react-router';
import { accountApi } from '../../../providers/accountApi.ts';
import { catalogueKey, errorText } from '../../errors.ts';
import { useValidatedForm } from '../../forms/useValidatedForm.ts';
import { useTranslate } from '../../i18n/I18nProvider.tsx';
import { AccountForm } from './AccountForm.tsx';
import { AccountPage } from './AccountPage.tsx';
import { RESET_PASSWORD_RULES } from './accountRules.ts';
import { BackLinks } from './BackLinks.tsx';
import { PasswordFields } from './PasswordFields.tsx';

export function ResetPasswordPage() {
  const t = useTranslate();
  const { username = '', token = '' } = useParams();
  const form = useValidatedForm(RESET_PASSWORD_RULES);
  const done = form.result?.kind === 'success';

  const submit = form.handleSubmit(async (values) => {
    try {
      const { message } = await accountApi.resetPassword(username, token, values);
      return { kind: 'success', message: t(catalogueKey(message) ?? 'portal.errors.passwordChanged') };
    } catch (error) {
      return { kind: 'error', message: errorText(error, t) };
    }
  });

  return (
    <AccountPage screen="ResetPassword">
      <AccountForm
        label={t('portal.screens.ResetPassword')}
        submitLabel={t('portal.account.password.submit')}
        canSubmit={form.canSubmit && !done}
        onSubmit={submit}
        result={form.result}
      >
        <PasswordFields form={form} />
      </AccountForm>
      <BackLinks links={[{ to: '/login', label: t('portal.account.toLogin') }]} />
    </AccountPage>
  );
}
