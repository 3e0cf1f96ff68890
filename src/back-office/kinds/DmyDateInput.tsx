// The schema's `format: "dmy-date"` in a back-office form: the portal's one date input (typed
// DD-MM-YYYY or picked on a calendar) bound to react-admin's form, in react-admin's look.
import { FieldTitle, InputHelperText, useInput, useLocaleState, useResourceContext, useTranslate, type InputProps } from 'react-admin';
import { isLanguage } from '../../../common/model/languages.ts';
import { DmyDateField } from '../../ui/forms/DmyDateField.tsx';

export function DmyDateInput(props: InputProps & { label?: string }) {
  const { label, source } = props;
  const resource = useResourceContext(props);
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const { field, fieldState, isRequired, id } = useInput(props);
  const error = fieldState.invalid && (fieldState.isTouched || fieldState.isDirty);

  return (
    <DmyDateField
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
      helperText={<InputHelperText error={error ? fieldState.error?.message : undefined} />}
      variant="filled"
      size="small"
      margin="dense"
    />
  );
}
