// What a page shows instead of its record: a spinner while it loads, the reason when it failed.
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import { PageLoading } from '../../../ui/PageLoading.tsx';
import { errorText } from '../../../ui/errors.ts';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import type { Loaded } from './useLoaded.ts';

export function RecordState<T>({ loaded, children }: { loaded: Loaded<T>; children: (data: T) => ReactNode }) {
  const t = useTranslate();
  if (loaded.data !== undefined) return children(loaded.data);
  if (loaded.loading) return <PageLoading />;
  return (
    <Alert severity="error" role="alert">
      {errorText(loaded.error, t)}
    </Alert>
  );
}
