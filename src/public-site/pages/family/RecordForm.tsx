// A member or partner form: its fields, a back link and the submit button. What the answer shows (a
// dialog with the spec's text) is the page's; the form sends the payload the schema allows.
import { Fragment, useMemo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { ButtonRow } from '../../ButtonRow.tsx';
import { useValidatedForm } from '../../../ui/forms/useValidatedForm.ts';
import { useI18n } from '../../../ui/i18n/I18nProvider.tsx';
import { formValues, recordRules, wireValues } from './recordForm.ts';
import { BackButton } from './BackButton.tsx';
import { RecordFields, type FieldChoice } from './RecordFields.tsx';
import type { Suggest } from './useSuggestions.ts';

export interface RecordFormProps<K extends string> {
  resource: string;
  names: readonly K[];
  /** The record being edited (prefills the fields), or fixed starting values of a new one. */
  record?: object;
  onSubmit: (payload: Record<string, string | number | null>) => Promise<void>;
  /** A failure that is not a refusal of one of the form's fields (those show at the field): said the page's way. */
  onFailure: (error: unknown) => void;
  submitLabel: string;
  backTo: string;
  label: string;
  /** Fields the form asks for though the schema has a default (a gender the reader must choose). */
  required?: readonly K[];
  /** What comes before the fields and may fill some of them (the parent chosen gives the father's name). */
  header?: (setValue: (name: K, value: string) => void) => ReactNode;
  /** Fields that offer what was written before as the reader types. */
  suggestions?: Partial<Record<K, Suggest>>;
  /** What comes right after one field and reads what is typed (the members a partner's typed names match). */
  insert?: { after: K; content: (values: Readonly<Record<K, string>>, setValue: (name: K, value: string) => void) => ReactNode };
  /** Fields chosen from a list the page gives. */
  choices?: Partial<Record<K, FieldChoice>>;
}

export function RecordForm<K extends string>({
  resource,
  names,
  record,
  onSubmit,
  onFailure,
  submitLabel,
  backTo,
  label,
  required,
  header,
  suggestions,
  insert,
  choices,
}: RecordFormProps<K>) {
  const { lang } = useI18n();
  const rules = useMemo(() => recordRules(resource, names, lang, required), [resource, names, lang, required]);
  const form = useValidatedForm(rules, formValues(names, record));
  const submit = form.handleSubmit(async (values) => {
    await onSubmit(wireValues(resource, values));
    return null;
  }, onFailure);
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={label}>
      {header?.(form.setValue)}
      {(insert ? [names.slice(0, names.indexOf(insert.after) + 1), names.slice(names.indexOf(insert.after) + 1)] : [names]).map(
        (part, i) => (
          <Fragment key={i}>
            {i === 1 && insert?.content(form.values, form.setValue)}
            <RecordFields
              resource={resource}
              names={part}
              field={form.field}
              setValue={form.setValue}
              suggestions={suggestions}
              choices={choices}
            />
          </Fragment>
        ),
      )}
      <ButtonRow sx={{ mt: 2, justifyContent: 'space-between' }}>
        <BackButton fallback={backTo} size="large" />
        <Button type="submit" variant="contained" size="large" disabled={!form.canSubmit} sx={{ minWidth: 140 }}>
          {submitLabel}
        </Button>
      </ButtonRow>
    </Box>
  );
}
