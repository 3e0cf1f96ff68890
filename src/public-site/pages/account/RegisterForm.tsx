// The registration form. Each field says what it expects before the visitor types, and its own rule's
// message once it was changed and left.
import Alert from '@mui/material/Alert';
import { accountApi } from '../../../providers/accountApi.ts';
import { Field } from '../../../ui/forms/Field.tsx';
import { EmailField } from '../../../ui/forms/EmailField.tsx';
import { useValidatedForm } from '../../../ui/forms/useValidatedForm.ts';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import { AccountForm } from '../../../ui/forms/AccountForm.tsx';
import { PhoneField } from './PhoneField.tsx';
import { registerForm } from '../../../../common/model/registerForm.ts';
import { useAccountRules } from './useAccountRules.ts';

export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const t = useTranslate();
  const { rules, phone } = useAccountRules(registerForm, 'phoneNumber');
  const form = useValidatedForm(rules);

  const submit = form.handleSubmit(async (values) => {
    await accountApi.signup(values);
    onRegistered();
    return null;
  });

  return (
    <AccountForm
      label={t('portal.screens.Register')}
      submitLabel={t('account.register.submit')}
      canSubmit={form.canSubmit}
      onSubmit={submit}
      result={form.result}
    >
      <Field
        {...form.field('name')}
        label={t('account.fields.name')}
        hint={t('account.hints.nameLetters', form.limits.name)}
        autoComplete="name"
      />
      <Field
        {...form.field('username')}
        label={t('account.fields.username')}
        hint={t('account.hints.username', form.limits.username)}
        autoComplete="username"
        autoCapitalize="none"
      />
      <EmailField {...form.field('email')} label={t('account.fields.email')} />
      <Field
        {...form.field('password')}
        type="password"
        label={t('account.fields.password')}
        hint={t('account.hints.length', form.limits.password)}
        autoComplete="new-password"
      />
      <PhoneField {...form.field('phoneNumber')} label={t('account.fields.phone')} regions={phone} />
      <Alert severity="info" sx={{ mt: 2 }}>
        {t('portal.errors.activationMailWillBeSent')}
      </Alert>
    </AccountForm>
  );
}
