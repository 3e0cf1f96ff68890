// /users/resetusernameorpassword: the account's e-mail; the server mails a link that sets a new password
// and names the username.
import Typography from '@mui/material/Typography';
import { accountApi } from '../../../providers/accountApi.ts';
import { messageKey } from '../../../../common/model/messages.ts';
import { EmailField } from '../../../ui/forms/EmailField.tsx';
import resetByEmail from '../../../../schema/forms/reset-by-email.json';
import { formRules } from '../../../ui/forms/schemaRules.ts';
import { useValidatedForm } from '../../../ui/forms/useValidatedForm.ts';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import { AccountForm } from '../../../ui/forms/AccountForm.tsx';
import { AccountPage } from './AccountPage.tsx';
import { BackLinks } from './BackLinks.tsx';
import { withTexts } from '../../../ui/i18n/withTexts.tsx';
import { ACCOUNT_TEXTS } from './accountTexts.ts';

const RULES = formRules(resetByEmail);

function ResetByEmail() {
  const t = useTranslate();
  const form = useValidatedForm(RULES);

  const submit = form.handleSubmit(async ({ email }) => {
    const { message } = await accountApi.resetByEmail(email);
    return { kind: 'success', message: t(messageKey(message) ?? 'portal.errors.mailSent') };
  });

  return (
    <AccountPage screen="ResetByEmail">
      <Typography sx={{ mb: 1 }}>{t('account.reset.intro')}</Typography>
      <AccountForm
        label={t('portal.screens.ResetByEmail')}
        submitLabel={t('account.reset.submit')}
        canSubmit={form.canSubmit}
        onSubmit={submit}
        result={form.result}
      >
        <EmailField {...form.field('email')} label={t('account.fields.email')} />
      </AccountForm>
      <BackLinks links={[{ to: '/login', label: t('account.toLogin') }]} />
    </AccountPage>
  );
}

export const ResetByEmailPage = withTexts(ACCOUNT_TEXTS, ResetByEmail);
