// A choice among a few values (gender, yes/no) as the phone's own picker: a native select, which every
// phone shows as its large system list and every screen reader knows.
import TextField from '@mui/material/TextField';
import type { FieldProps } from './useValidatedForm.ts';

export interface SelectOption {
  value: string;
  label: string;
}

export function SelectField({
  label,
  options,
  id,
  name,
  value,
  required,
  error,
  helperText,
  onChange,
  onBlur,
  disabled,
}: Omit<FieldProps, 'error' | 'helperText'> &
  Partial<Pick<FieldProps, 'error' | 'helperText'>> & { label: string; options: readonly SelectOption[]; disabled?: boolean }) {
  return (
    <TextField
      select
      fullWidth
      margin="normal"
      id={id}
      name={name}
      label={label}
      value={value}
      required={required}
      error={error}
      helperText={helperText}
      onChange={onChange}
      onBlur={onBlur}
      disabled={disabled}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </TextField>
  );
}
