// A mobile number, as the registration and the phone change ask it: the phone keypad, the hint on the
// accepted prefixes, and the browser's saved number offered.
import { Field } from '../../../ui/forms/Field.tsx';
import type { FieldProps } from '../../../ui/forms/useValidatedForm.ts';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';

export function PhoneField({ label, ...field }: FieldProps & { label: string }) {
  const t = useTranslate();
  return <Field {...field} type="tel" label={label} hint={t('account.hints.phone')} autoComplete="tel" inputMode="tel" />;
}
