// /users/{username}/resetpassword/{token}: the link of the reset mail. A used or expired link answers
// 'Error: Token Invalid!', shown as 'Unavailable link'.
import { useParams } from 'react-router';
import { accountApi } from '../../../providers/accountApi.ts';
import { messageKey } from '../../../../common/model/messages.ts';
import resetPassword from '../../../../schema/forms/reset-password.json';
import { formRules } from '../../../ui/forms/schemaRules.ts';
import { useValidatedForm } from '../../../ui/forms/useValidatedForm.ts';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import { AccountForm } from '../../../ui/forms/AccountForm.tsx';
import { AccountPage } from './AccountPage.tsx';
import { BackLinks } from './BackLinks.tsx';
import { PasswordFields } from './PasswordFields.tsx';
import { withTexts } from '../../../ui/i18n/withTexts.tsx';
import { ACCOUNT_TEXTS } from './accountTexts.ts';

const RULES = formRules(resetPassword);

function ResetPassword() {
  const t = useTranslate();
  const { username = '', token = '' } = useParams();
  const form = useValidatedForm(RULES);
  const done = form.result?.kind === 'success';

  const submit = form.handleSubmit(async (values) => {
    const { message } = await accountApi.resetPassword(username, token, values);
    return { kind: 'success', message: t(messageKey(message) ?? 'portal.errors.passwordChanged') };
  });

  return (
    <AccountPage screen="ResetPassword">
      <AccountForm
        label={t('portal.screens.ResetPassword')}
        submitLabel={t('account.password.submit')}
        canSubmit={form.canSubmit && !done}
        onSubmit={submit}
        result={form.result}
      >
        <PasswordFields form={form} />
      </AccountForm>
      <BackLinks links={[{ to: '/login', label: t('account.toLogin') }]} />
    </AccountPage>
  );
}

export const ResetPasswordPage = withTexts(ACCOUNT_TEXTS, ResetPassword);
