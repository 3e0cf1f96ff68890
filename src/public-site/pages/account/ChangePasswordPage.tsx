// /users/{username}/changepassword: old, new and confirmation (6 to 40 each). A 401 of this call means
// a wrong old password, not a dead session (spec section 8). The server answers with a fresh token,
// since the change ends every other session; keeping it keeps this tab signed in.
import { useParams } from 'react-router';
import { accountApi } from '../../../providers/accountApi.ts';
import { HttpError } from '../../../providers/httpClient.ts';
import { storeUser, type SigninResponse } from '../../../providers/session.ts';
import { messageKey } from '../../../../common/model/messages.ts';
import { Field } from '../../../ui/forms/Field.tsx';
import changePassword from '../../../../schema/forms/change-password.json';
import { formRules } from '../../../ui/forms/schemaRules.ts';
import { useValidatedForm } from '../../../ui/forms/useValidatedForm.ts';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import { useSession } from '../../session/SessionProvider.tsx';
import { AccountForm } from '../../../ui/forms/AccountForm.tsx';
import { AccountPage } from './AccountPage.tsx';
import { BackLinks } from './BackLinks.tsx';
import { PasswordFields } from './PasswordFields.tsx';
import { withTexts } from '../../../ui/i18n/withTexts.tsx';
import { ACCOUNT_TEXTS } from './accountTexts.ts';

const RULES = formRules(changePassword);

function ChangePassword() {
  const t = useTranslate();
  const { username = '' } = useParams();
  const { refresh } = useSession();
  const form = useValidatedForm(RULES);

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await accountApi.changePassword(username, values);
      if (answer.accessToken) {
        storeUser(answer as SigninResponse);
        refresh();
      }
      form.reset();
      return { kind: 'success', message: t(messageKey(answer.message) ?? 'portal.errors.passwordChanged') };
    } catch (error) {
      if (!(error instanceof HttpError && error.status === 401)) throw error;
      return { kind: 'error', message: t('portal.errors.passwordNotCorrect') };
    }
  });

  return (
    <AccountPage screen="ChangePassword">
      <AccountForm
        label={t('portal.screens.ChangePassword')}
        submitLabel={t('account.password.submit')}
        canSubmit={form.canSubmit}
        onSubmit={submit}
        result={form.result}
      >
        <Field {...form.field('oldPass')} type="password" label={t('account.password.old')} autoComplete="current-password" />
        <PasswordFields form={form} />
      </AccountForm>
      <BackLinks links={[{ to: '/profile', label: t('account.profile.back') }]} />
    </AccountPage>
  );
}

export const ChangePasswordPage = withTexts(ACCOUNT_TEXTS, ChangePassword);
