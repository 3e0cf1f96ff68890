// 'Are you sure...?' before a delete: two large buttons at the bottom of the dialog, in a thumb's reach.
import { useCallback, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';

interface Question {
  text: string;
  answer: (yes: boolean) => void;
}

/** `confirm(text)` resolves true when the reader confirms, false when they cancel or close. */
export function useConfirm() {
  const t = useTranslate();
  const [question, setQuestion] = useState<Question | null>(null);
  const confirm = useCallback((text: string) => new Promise<boolean>((answer) => setQuestion({ text, answer })), []);
  const close = (yes: boolean) => {
    question?.answer(yes);
    setQuestion(null);
  };
  const dialog = (
    <Dialog open={question !== null} onClose={() => close(false)} aria-describedby="confirm-dialog-text" fullWidth maxWidth="xs">
      <DialogContent>
        <DialogContentText id="confirm-dialog-text" sx={{ color: 'text.primary' }}>
          {question?.text}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ gap: 1, p: 2 }}>
        <Button onClick={() => close(false)} variant="outlined" size="large" fullWidth autoFocus>
          {t('family.common.cancel')}
        </Button>
        <Button onClick={() => close(true)} variant="contained" color="error" size="large" fullWidth>
          {t('family.common.confirmDelete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
  return { confirm, dialog };
}
