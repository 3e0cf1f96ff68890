// A free text field that offers what the family has written before (the places of births, deaths and
// burials), so that one village is written one way; the reader may still write anything.
import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { FieldProps } from '../../../ui/forms/useValidatedForm.ts';
import { useSuggestions, type Suggest } from './useSuggestions.ts';

export interface SuggestedFieldProps extends FieldProps {
  label: string;
  suggest: Suggest;
  /** The field's new text, typed or chosen. */
  onText: (text: string) => void;
}

export function SuggestedField({ id, name, label, value, required, error, helperText, onBlur, suggest, onText }: SuggestedFieldProps) {
  // Only what the reader types is looked up, not the value the form was opened with.
  const [typed, setTyped] = useState<string | undefined>();
  const offered = useSuggestions(typed, suggest);
  return (
    <Autocomplete
      freeSolo
      id={id}
      options={offered}
      // The server has already chosen and ordered them.
      filterOptions={(options) => options}
      inputValue={value}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input') setTyped(text);
        onText(text);
      }}
      onBlur={onBlur}
      // Each place in its own direction, as the field shows it: an Arabic place on an English page reads from the right.
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props} dir="auto">
          {option}
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={label}
          required={required}
          error={error}
          helperText={helperText}
          margin="normal"
          autoComplete="off"
          slotProps={{ htmlInput: { ...params.inputProps, dir: 'auto' } }}
        />
      )}
    />
  );
}
