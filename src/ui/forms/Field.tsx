// A labelled text input with its error line. Built from MUI's parts rather than TextField, whose
// select mode drags menus, popovers and modals into the home page's bundle.
import type { HTMLInputTypeAttribute } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { asciiDigits } from '../../../common/model/asciiDigits.ts';
import type { FieldProps } from './useValidatedForm.ts';

export interface FieldOwnProps extends Omit<FieldProps, 'helperText' | 'onBlur'> {
  onBlur?: () => void;
  label: string;
  helperText?: string;
  /** What the field expects (8 to 40 characters…), shown before and together with its error. */
  hint?: string;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  autoCapitalize?: 'none' | 'sentences' | 'words';
  inputMode?: 'text' | 'numeric' | 'email' | 'tel';
  readOnly?: boolean;
  /** Takes the focus when it appears (a field a form adds once the server asks for it). */
  autoFocus?: boolean;
  multiline?: boolean;
  minRows?: number;
}

export function Field({
  id,
  label,
  helperText,
  hint,
  error,
  required,
  readOnly,
  inputMode,
  autoCapitalize,
  onChange,
  ...input
}: FieldOwnProps) {
  const numbers = inputMode === 'tel' || inputMode === 'numeric';
  // Addresses, numbers and passwords read left to right even on an Arabic or Hebrew page (an RTL input
  // shows "salma@" as "@salma"); free text takes the direction of its first letter.
  const dir = numbers || input.type === 'email' || input.type === 'password' ? 'ltr' : 'auto';
  // A time input always shows its own placeholder (--:--): the label stays above it, never over it.
  const raised = input.type === 'time' || undefined;
  const helperId = helperText ? `${id}-helper` : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    // Outlined said outright: the back office's theme makes form controls filled by default, which
    // would place the label for a filled input over this outlined one.
    <FormControl fullWidth variant="outlined" margin="normal" error={error} required={required}>
      <InputLabel htmlFor={id} shrink={raised}>
        {label}
      </InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        onChange={
          numbers
            ? (event) => {
                event.target.value = asciiDigits(event.target.value);
                onChange(event);
              }
            : onChange
        }
        // The outline's notch must fit the label with its required mark.
        label={required ? `${label} *` : label}
        notched={raised}
        aria-describedby={[helperId, hintId].filter(Boolean).join(' ') || undefined}
        slotProps={{ input: { readOnly, inputMode, autoCapitalize, dir } }}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
      {hint && (
        <FormHelperText id={hintId} error={false}>
          {hint}
        </FormHelperText>
      )}
    </FormControl>
  );
}
