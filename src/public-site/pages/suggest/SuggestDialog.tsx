// "Suggest a change" about one person: first what the relative wants to do, then that kind's form. The
// whole screen on a phone, a dialog on a wide one. Loaded with the first tap, not with the person's page, and
// mounted only while open.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import type { SuggestionKind } from '../../../../common/generated/api.ts';
import { nameWithFamily } from '../../../../common/model/personName.ts';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import { kindsFor, type Subject } from './suggestionForms.ts';
import { SuggestionForm } from './SuggestionForm.tsx';

export interface SuggestDialogProps {
  subject: Subject;
  onClose: () => void;
  onSent: () => void;
}

export function SuggestDialog({ subject, onClose, onSent }: SuggestDialogProps) {
  const t = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const kinds = kindsFor(subject);
  // With one kind only (a partner's record) there is nothing to choose.
  const [chosen, setChosen] = useState<SuggestionKind | null>(kinds.length === 1 ? kinds[0] : null);
  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby="suggest-title">
      <DialogTitle id="suggest-title" sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1 }}>
        <Box component="span" sx={{ flex: 1 }}>
          {t('suggest.title')}
          <Typography component="span" display="block" color="text.secondary">
            <bdi>{nameWithFamily(subject.record)}</bdi>
          </Typography>
        </Box>
        <IconButton onClick={onClose} aria-label={t('family.common.cancel')} edge="end">
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      {chosen ? (
        <SuggestionForm
          key={chosen}
          kind={chosen}
          subject={subject}
          onBack={kinds.length > 1 ? () => setChosen(null) : undefined}
          onSent={onSent}
        />
      ) : (
        <DialogContent dividers>
          <Typography id="suggest-kinds" sx={{ mb: 2 }}>
            {t('suggest.choose')}
          </Typography>
          <Stack role="group" aria-labelledby="suggest-kinds" spacing={1.5}>
            {kinds.map((kind) => (
              <Button
                key={kind}
                variant="outlined"
                size="large"
                onClick={() => setChosen(kind)}
                sx={{ justifyContent: 'flex-start', textAlign: 'start', flexDirection: 'column', alignItems: 'flex-start' }}
              >
                {t(`suggest.kinds.${kind}`)}
                <Typography component="span" variant="body2" color="text.secondary" sx={{ textTransform: 'none' }}>
                  {t(`suggest.intro.${kind}`)}
                </Typography>
              </Button>
            ))}
          </Stack>
        </DialogContent>
      )}
    </Dialog>
  );
}
