// 'Are you sure...?' before a delete: the dialog's title names the person or record that would go, so a
// slip on the wrong row is seen before it is made; two large buttons at the bottom, in a thumb's reach.
import { useCallback, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';

interface Question {
  text: string;
  name?: string;
  answer: (yes: boolean) => void;
}

/** A name keeps its own direction inside the title's language (a Latin name in Arabic, an Arabic one in English). */
const isolated = (name: string) => `\u2068${name}\u2069`;

/**
 * `confirm(text, name)` resolves true when the reader confirms, false when they cancel or close; `name` is
 * what would be deleted, shown as the title (left out only where `text` already names it). `labels` word the
 * two buttons on pages whose texts are not the family pages' (the profile).
 */
export function useConfirm(labels?: { cancel: string; yes: string }) {
  const t = useTranslate();
  const [question, setQuestion] = useState<Question | null>(null);
  const confirm = useCallback((text: string, name?: string) => new Promise<boolean>((answer) => setQuestion({ text, name, answer })), []);
  const close = (yes: boolean) => {
    question?.answer(yes);
    setQuestion(null);
  };
  const dialog = (
    <Dialog
      open={question !== null}
      onClose={() => close(false)}
      aria-labelledby={question?.name ? 'confirm-dialog-title' : undefined}
      aria-describedby="confirm-dialog-text"
      fullWidth
      maxWidth="xs"
    >
      {question?.name && (
        <DialogTitle id="confirm-dialog-title" sx={{ overflowWrap: 'anywhere' }}>
          {t('family.common.deleteNamed', { name: isolated(question.name) })}
        </DialogTitle>
      )}
      <DialogContent>
        <DialogContentText id="confirm-dialog-text" sx={{ color: 'text.primary' }}>
          {question?.text}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ gap: 1, p: 2 }}>
        <Button onClick={() => close(false)} variant="outlined" size="large" fullWidth autoFocus>
          {labels?.cancel ?? t('family.common.cancel')}
        </Button>
        <Button onClick={() => close(true)} variant="contained" color="error" size="large" fullWidth>
          {labels?.yes ?? t('family.common.confirmDelete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
  return { confirm, dialog };
}
