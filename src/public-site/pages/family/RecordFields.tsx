// The inputs of a member or partner form, each chosen by its schema property: a date as remembered the
// partial date input, an exact day the day input, an enum a select, a phone a number field, a long text (x-input textarea) several lines, a time
// the time input, a field the form offers suggestions for a text with them, a field the page gives choices
// for (a child's mother) a select of them, anything else text. Labels are the entity's field
// labels (resources.<name>.fields.<field>), the same the back office shows.
import { entityByResource } from '../../../../common/model/entities.ts';
import { DmyDateField } from '../../../ui/forms/DmyDateField.tsx';
import { Field } from '../../../ui/forms/Field.tsx';
import { PartialDateField } from '../../../ui/forms/PartialDateField.tsx';
import { SelectField, type SelectOption } from '../../../ui/forms/SelectField.tsx';
import type { FieldProps } from '../../../ui/forms/useValidatedForm.ts';
import { useI18n } from '../../../ui/i18n/I18nProvider.tsx';
import { SuggestedField } from './SuggestedField.tsx';
import type { Suggest } from './useSuggestions.ts';

// Isolated left to right, so the example reads as a date inside an Arabic or Hebrew sentence.
const DATE_EXAMPLE = '\u206624-10-2014\u2069';

export interface RecordFieldsProps<K extends string> {
  resource: string;
  names: readonly K[];
  field: (name: K) => FieldProps;
  setValue: (name: K, value: string) => void;
  /** Fields that offer what was written before as the reader types (a member's places). */
  suggestions?: Partial<Record<K, Suggest>>;
  /** Fields chosen from a list the page gives (a child's mother among the father's wives). */
  choices?: Partial<Record<K, FieldChoice>>;
}

/** A choice among records: the options, and what the field says when there is none to choose. */
export interface FieldChoice {
  options: readonly SelectOption[];
  /** Shown under the field when `options` is empty (then it cannot be used). */
  noneText: string;
}

export function RecordFields<K extends string>({ resource, names, field, setValue, suggestions, choices }: RecordFieldsProps<K>) {
  const { t, lang } = useI18n();
  const properties = entityByResource(resource).properties;
  return names.map((name) => {
    const props = field(name);
    const label = t(`resources.${resource}.fields.${name}`);
    const property = properties[name];
    const choice = choices?.[name];
    if (choice) {
      const none = choice.options.length === 0;
      const options = [{ value: '', label: t('family.children.motherNotRecorded') }, ...choice.options];
      return (
        <SelectField
          key={name}
          {...props}
          label={label}
          options={options}
          disabled={none}
          helperText={props.helperText ?? (none ? choice.noneText : undefined)}
        />
      );
    }
    // A birth, death or marriage as remembered: the field's hint says the forms it takes.
    if (property?.format === 'partial-date')
      return (
        <PartialDateField key={name} {...props} label={label} onChange={(text) => setValue(name, text)} language={lang} translate={t} />
      );
    if (property?.format === 'dmy-date')
      return (
        <DmyDateField
          key={name}
          {...props}
          label={label}
          onChange={(text) => setValue(name, text)}
          language={lang}
          translate={t}
          helperText={props.helperText ?? t('family.common.dateHint', { example: DATE_EXAMPLE })}
        />
      );
    if (property?.enum) {
      const values = property.enum.map(String);
      // An empty choice only while nothing is chosen: the server keeps a value for every enum.
      const options = [...(props.value === '' ? [''] : []), ...values].map((v) => ({
        value: v,
        label: v === '' ? t('family.common.choose') : t(`portal.enum.${v}`),
      }));
      return <SelectField key={name} {...props} label={label} options={options} />;
    }
    const suggest = suggestions?.[name];
    if (suggest) return <SuggestedField key={name} {...props} label={label} suggest={suggest} onText={(text) => setValue(name, text)} />;
    const kind = property?.['x-input'];
    if (kind === 'textarea') return <Field key={name} {...props} label={label} multiline minRows={3} />;
    if (kind === 'time') return <Field key={name} {...props} label={label} type="time" />;
    const tel = kind === 'tel' || name === 'identity';
    return <Field key={name} {...props} label={label} inputMode={tel ? 'tel' : undefined} autoComplete="off" />;
  });
}
