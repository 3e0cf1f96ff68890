// Turning two-step sign-in off: the password and a current code (or a recovery code), so that an open
// session left on a shared computer is not enough to take it away.
import twoFactorOff from '../../../../schema/forms/two-factor-off.json';
import { accountApi } from '../../../providers/accountApi.ts';
import { AccountForm } from '../../../ui/forms/AccountForm.tsx';
import { Field } from '../../../ui/forms/Field.tsx';
import { formRules } from '../../../ui/forms/schemaRules.ts';
import { useValidatedForm } from '../../../ui/forms/useValidatedForm.ts';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';

const RULES = formRules(twoFactorOff);

export function TwoFactorOffForm({ onTurnedOff }: { onTurnedOff: () => void }) {
  const t = useTranslate();
  const form = useValidatedForm(RULES);
  const submit = form.handleSubmit(async (values) => {
    await accountApi.turnTwoFactorOff(values);
    onTurnedOff();
    return null;
  });
  return (
    <AccountForm
      label={t('account.twoFactor.disableTitle')}
      submitLabel={t('account.twoFactor.disable')}
      canSubmit={form.canSubmit}
      onSubmit={submit}
      result={form.result}
    >
      <Field {...form.field('password')} type="password" label={t('account.twoFactor.password')} autoComplete="current-password" />
      <Field
        {...form.field('code')}
        label={t('portal.twoFactor.code')}
        hint={t('portal.twoFactor.codeHint')}
        autoComplete="one-time-code"
      />
    </AccountForm>
  );
}
