// A mobile number, as the registration and the phone change ask it: the phone keypad, the hint on the
// accepted prefixes (or, where the portal takes numbers of several regions, an example of each), and the
// browser's saved number offered.
import { Field } from '../../../ui/forms/Field.tsx';
import type { FieldProps } from '../../../ui/forms/useValidatedForm.ts';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import type { PhoneRegions } from '../../../../common/model/phoneRule.ts';

/**
 * The examples as one text: each isolated left to right, so that "+962 …" keeps its order in Arabic and Hebrew,
 * and its spaces unbreaking, so that a line never ends inside a number.
 */
export const examplesText = (examples: readonly string[]): string =>
  examples.map((example) => `\u2066${example.replaceAll(' ', '\u00a0')}\u2069`).join(' · ');

export function PhoneField({ label, regions, ...field }: FieldProps & { label: string; regions: PhoneRegions | null }) {
  const t = useTranslate();
  const hint = regions ? t('account.hints.phoneRegions', { examples: examplesText(regions.examples) }) : t('account.hints.phone');
  return <Field {...field} type="tel" label={label} hint={hint} autoComplete="tel" inputMode="tel" />;
}
