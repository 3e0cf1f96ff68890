// Runs one account call from the back office: a busy flag for its button, a green or red notice, and
// the page's data read again afterwards.
import { useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { errorText } from '../../ui/errors.ts';

export function useAccountAction(onDone?: () => void) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);

  const run = async (call: () => Promise<unknown>, successMessage: string) => {
    setBusy(true);
    try {
      await call();
      notify(successMessage, { type: 'success' });
      (onDone ?? refresh)();
    } catch (error) {
      notify(errorText(error, translate), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return { run, busy };
}
