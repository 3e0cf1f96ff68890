// The green or red outcome line under a form (spec section 4: forms hold a success or failure state).
import Alert from '@mui/material/Alert';
import type { FormResult } from './useValidatedForm.ts';

export function FormResultMessage({ result }: { result: FormResult }) {
  if (!result) return null;
  return (
    <Alert severity={result.kind} role={result.kind === 'error' ? 'alert' : 'status'} sx={{ mt: 2 }}>
      {result.message}
    </Alert>
  );
}
