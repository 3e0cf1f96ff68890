// A form of the account screens: its fields, one submit button that stays disabled while a rule fails
// or a call is on its way, and the green or red outcome line (spec sections 4 and 5).
import type { FormEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { FormResultMessage } from './FormResultMessage.tsx';
import type { FormResult } from './useValidatedForm.ts';

interface AccountFormProps {
  label: string;
  submitLabel: string;
  canSubmit: boolean;
  onSubmit: (event: FormEvent) => void;
  result: FormResult;
  children: ReactNode;
}

export function AccountForm({ label, submitLabel, canSubmit, onSubmit, result, children }: AccountFormProps) {
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={label}>
      {children}
      <Button type="submit" variant="contained" size="large" fullWidth disabled={!canSubmit} sx={{ mt: 2 }}>
        {submitLabel}
      </Button>
      <FormResultMessage result={result} />
    </Box>
  );
}
