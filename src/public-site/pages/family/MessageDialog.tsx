// The spec's browser alerts ('Please Select Member !', 'Submitted Successfully !'...) as a dialog with
// the same text: it keeps the focus until the reader taps OK, and a screen reader announces it.
import { useCallback, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';

interface Message {
  text: string;
  then?: () => void;
}

function MessageDialog({ message, onClose }: { message: Message | null; onClose: () => void }) {
  const t = useTranslate();
  return (
    <Dialog open={message !== null} onClose={onClose} role="alertdialog" aria-describedby="message-dialog-text" fullWidth maxWidth="xs">
      <DialogContent>
        <DialogContentText id="message-dialog-text" sx={{ color: 'text.primary' }}>
          {message?.text}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" size="large" autoFocus sx={{ minWidth: 96 }}>
          {t('family.common.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** `show(text, then)`: the dialog, and what happens once it is closed (going back to the list...). */
export function useMessage() {
  const [message, setMessage] = useState<Message | null>(null);
  const show = useCallback((text: string, then?: () => void) => setMessage({ text, then }), []);
  const close = () => {
    const then = message?.then;
    setMessage(null);
    then?.();
  };
  return { show, dialog: <MessageDialog message={message} onClose={close} /> };
}
