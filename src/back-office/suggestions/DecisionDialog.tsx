// The frame of a decision that takes more than a tap (edit then accept, reject with a reason): a dialog holding
// a react-admin form, so its inputs validate as the back office's other forms do, with cancel and submit.
import { useId, type ReactNode } from 'react';
import { useFormState, type FieldValues } from 'react-hook-form';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { Form, useTranslate } from 'react-admin';

interface DecisionDialogProps {
  /** Keys of the texts. */
  title: string;
  submitLabel: string;
  /** The form's first values. */
  values: FieldValues;
  busy: boolean;
  onSubmit: (values: FieldValues) => void;
  onClose: () => void;
  /** The inputs. */
  children: ReactNode;
}

/** Disabled while a rule fails, as the back office's record forms are. */
function SubmitButton({ label, busy }: { label: string; busy: boolean }) {
  const translate = useTranslate();
  const { errors } = useFormState();
  return (
    <Button type="submit" variant="contained" disabled={busy || Object.keys(errors).length > 0}>
      {translate(label)}
    </Button>
  );
}

export function DecisionDialog({ title, submitLabel, values, busy, onSubmit, onClose, children }: DecisionDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Form record={values} onSubmit={onSubmit} mode="onBlur" reValidateMode="onChange">
        <DialogTitle id={titleId}>{translate(title)}</DialogTitle>
        <DialogContent>{children}</DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          <SubmitButton label={submitLabel} busy={busy} />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
