// The new password and its confirmation, as the change and the reset forms ask them.
import { Field } from '../../../ui/forms/Field.tsx';
import type { HintLimits } from '../../../ui/forms/schemaRules.ts';
import type { FieldProps } from '../../../ui/forms/useValidatedForm.ts';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';

interface PasswordForm {
  field: (name: 'newPassword' | 'newPasswordConfirmation') => FieldProps;
  limits: { newPassword: HintLimits };
}

export function PasswordFields({ form }: { form: PasswordForm }) {
  const t = useTranslate();
  return (
    <>
      <Field
        {...form.field('newPassword')}
        type="password"
        label={t('account.password.new')}
        hint={t('account.hints.length', form.limits.newPassword)}
        autoComplete="new-password"
      />
      <Field {...form.field('newPasswordConfirmation')} type="password" label={t('account.password.confirm')} autoComplete="new-password" />
    </>
  );
}
