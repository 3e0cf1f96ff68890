// A person's page's "Suggest a change", for the roles that may suggest: those who may follow their own
// suggestions (My suggestions' role in schema/routes.json; a USER's suggestion would be refused). Sending
// changes nothing on the page, a moderator decides: the relative is thanked and shown where to follow it.
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import EditNoteIcon from '@mui/icons-material/EditNote';
import { mayOpen } from '../../../../common/routing/routeTable.ts';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import { useTexts } from '../../../ui/i18n/withTexts.tsx';
import { withTimeout } from '../../routing/lazyPage.ts';
import { useSession } from '../../session/SessionProvider.tsx';
import type { Subject } from './suggestionForms.ts';
import { SUGGEST_TEXTS } from './suggestTexts.ts';

const MY_SUGGESTIONS = '/my-suggestions';

// The forms and their date fields are a chunk of their own, fetched on the first tap.
const SuggestDialog = lazy(() => withTimeout(import('./SuggestDialog.tsx')).then((m) => ({ default: m.SuggestDialog })));

function Suggest({ subject }: { subject: Subject }) {
  const t = useTranslate();
  const ready = useTexts(SUGGEST_TEXTS);
  const [open, setOpen] = useState(false);
  const [thanked, setThanked] = useState(false);
  if (!ready) return null;
  return (
    <>
      <Button
        variant="contained"
        color="secondary"
        startIcon={<EditNoteIcon />}
        onClick={() => {
          setThanked(false);
          setOpen(true);
        }}
      >
        {t('suggest.button')}
      </Button>
      {open && (
        // Mounted while open, so that each suggestion starts from the choice of what to do.
        <Suspense fallback={null}>
          <SuggestDialog
            subject={subject}
            onClose={() => setOpen(false)}
            onSent={() => {
              setOpen(false);
              setThanked(true);
            }}
          />
        </Suspense>
      )}
      {thanked && (
        // A line of its own under the buttons it sits among.
        <Box sx={{ flexBasis: '100%' }}>
          <Alert severity="success" role="status">
            {t('suggest.thanks')}{' '}
            <Link component={RouterLink} to={MY_SUGGESTIONS}>
              {t('portal.screens.MySuggestions')}
            </Link>
          </Alert>
        </Box>
      )}
    </>
  );
}

export function SuggestChangeButton({ subject }: { subject: Subject }) {
  const { role } = useSession();
  return mayOpen(role, MY_SUGGESTIONS) ? <Suggest subject={subject} /> : null;
}
