// The search box of the member list and the children list: a free search field (no rule to break),
// typed into with the phone's search key.
import { Field } from '../../../ui/forms/Field.tsx';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';

export function NameSearchField({
  id,
  value,
  onChange,
  hint,
}: {
  id: string;
  value: string;
  onChange: (text: string) => void;
  hint?: string;
}) {
  const t = useTranslate();
  return (
    <Field
      id={id}
      name="q"
      type="search"
      label={t('family.list.search')}
      hint={hint}
      value={value}
      required={false}
      error={false}
      helperText={undefined}
      onChange={(event) => onChange(event.target.value)}
      autoComplete="off"
    />
  );
}
