// What the tree page says when it cannot show the tree: a member not in the family tree (an old link),
// or the server's message.
import Alert from '@mui/material/Alert';
import { useI18n } from '../../../ui/i18n/I18nProvider.tsx';
import { BackToMainButton } from '../../BackToMainButton.tsx';
import { errorText } from '../../../ui/errors.ts';
import { HttpError } from '../../../providers/httpClient.ts';

function NotInTree() {
  const { t } = useI18n();
  return (
    <>
      <Alert severity="info" sx={{ mb: 3 }}>
        {t('tree.notFound')}
      </Alert>
      <BackToMainButton />
    </>
  );
}

export function TreeFailure({ error }: { error: unknown }) {
  const { t } = useI18n();
  if (error instanceof HttpError && error.status === 404) return <NotInTree />;
  return (
    <Alert severity="error" role="alert">
      {errorText(error, t)}
    </Alert>
  );
}
