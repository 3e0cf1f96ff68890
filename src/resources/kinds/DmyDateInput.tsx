// A calendar date input that reads and writes the wire's DD-MM-YYYY text (schema `format: "dmy-date"`),
// with a picker in the user's language.
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import 'dayjs/locale/ar-sa';
import 'dayjs/locale/he';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { FieldTitle, InputHelperText, useInput, useLocaleState, useResourceContext, type InputProps } from 'react-admin';

dayjs.extend(customParseFormat);

export const DMY_FORMAT = 'DD-MM-YYYY';

// ar-sa rather than ar: dayjs's plain Arabic locale rewrites digits, which the picker cannot type into.
const PICKER_LOCALE: Record<string, string> = { ar: 'ar-sa', en: 'en', he: 'he' };

export const parseDmy = (text: unknown): Dayjs | null => {
  if (typeof text !== 'string' || text === '') return null;
  const date = dayjs(text, DMY_FORMAT, true);
  return date.isValid() ? date : null;
};

export function DmyDateInput(props: InputProps & { label?: string }) {
  const { label, source } = props;
  const resource = useResourceContext(props);
  const [locale] = useLocaleState();
  const { field, fieldState, isRequired } = useInput(props);
  const error = fieldState.invalid && (fieldState.isTouched || fieldState.isDirty);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={PICKER_LOCALE[locale] ?? 'en'}>
      <DatePicker
        value={parseDmy(field.value)}
        format={DMY_FORMAT}
        onChange={(date) => field.onChange(date && date.isValid() ? date.format(DMY_FORMAT) : null)}
        label={<FieldTitle label={label} source={source} resource={resource} isRequired={isRequired} />}
        slotProps={{
          // The look of react-admin's own inputs, so the form stays one column of alike fields.
          textField: {
            variant: 'filled',
            size: 'small',
            margin: 'dense',
            fullWidth: true,
            onBlur: field.onBlur,
            error,
            helperText: <InputHelperText error={error ? fieldState.error?.message : undefined} />,
          },
        }}
      />
    </LocalizationProvider>
  );
}
