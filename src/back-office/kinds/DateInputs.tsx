// The schema's dates in a back-office form, bound to react-admin's form in react-admin's look: an exact
// day (`format: "dmy-date"`, DD-MM-YYYY typed or picked on a calendar) and a date as remembered
// (`format: "partial-date"`, "about 1948" typed in the reader's language): the portal's own inputs.
import type { ComponentType } from 'react';
import { FieldTitle, InputHelperText, useInput, useLocaleState, useResourceContext, useTranslate, type InputProps } from 'react-admin';
import { isLanguage } from '../../../common/model/languages.ts';
import type { DateInputProps } from '../../ui/forms/DateTextField.tsx';
import { DmyDateField } from '../../ui/forms/DmyDateField.tsx';
import { PartialDateField } from '../../ui/forms/PartialDateField.tsx';

/** `hinted`: the input says its own hint (the forms a date may take) while no error takes its place. */
function boundTo(Input: ComponentType<DateInputProps>, hinted: boolean) {
  return function BoundDateInput(props: InputProps & { label?: string }) {
    const { label, source } = props;
    const resource = useResourceContext(props);
    const [locale] = useLocaleState();
    const translate = useTranslate();
    const { field, fieldState, isRequired, id } = useInput(props);
    const error = fieldState.invalid && (fieldState.isTouched || fieldState.isDirty);
    return (
      <Input
        id={id}
        name={field.name}
        value={typeof field.value === 'string' ? field.value : ''}
        // An emptied field is no date at all for the server, not an empty text.
        onChange={(text) => field.onChange(text === '' ? null : text)}
        onBlur={field.onBlur}
        language={isLanguage(locale) ? locale : 'en'}
        translate={translate}
        label={<FieldTitle label={label} source={source} resource={resource} isRequired={isRequired} />}
        error={error}
        helperText={hinted && !error ? undefined : <InputHelperText error={error ? fieldState.error?.message : undefined} />}
        variant="filled"
        size="small"
        margin="dense"
      />
    );
  };
}

export const DmyDateInput = boundTo(DmyDateField, false);
export const PartialDateInput = boundTo(PartialDateField, true);
