// The new password and its confirmation, as the change and the reset forms ask them.
import { Field } from '../../forms/Field.tsx';
import type { Limits } from '../../forms/schemaRules.ts';
import type { FieldProps } from '../../forms/useValidatedForm.ts';
import { useTranslate } from '../../i18n/I18nProvider.tsx';

interface PasswordForm {
  field: (name: 'newPassword' | 'newPasswordConfirmation') => FieldProps;
  limits: { newPassword: Limits };
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
