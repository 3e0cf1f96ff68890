// Under a setting of the profile saved at each change (useSavedChoice): the word that it was saved, read out
// politely by a screen reader, or why it was not.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { errorText } from '../../../ui/errors.ts';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import type { SavedChoice } from './useSavedChoice.ts';

export function SavedChoiceOutcome({ saved, failure, savedText }: Pick<SavedChoice<unknown>, 'saved' | 'failure'> & { savedText: string }) {
  const t = useTranslate();
  return (
    <>
      <Box aria-live="polite" sx={{ mt: 1 }}>
        {saved && (
          <Typography variant="body2" color="success.main">
            {savedText}
          </Typography>
        )}
      </Box>
      {failure !== undefined && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {errorText(failure, t)}
        </Alert>
      )}
    </>
  );
}
