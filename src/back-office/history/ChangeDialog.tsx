// One change in full: each field before and after, the records that went with it, and for an ADMIN the
// undo: what it will change, said before it runs, and the reason when it cannot.
import { useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useNotify, useTranslate, type TranslateFunction } from 'react-admin';
import { FieldTable } from '../FieldTable.tsx';
import { changeHeadline, resourceLabel } from './changeTexts.ts';
import { eraseChange, getChange, undoChange, type ChangeDetail, type ChangedField, type UndoBlock } from './historyApi.ts';

/** Every reason schema/api/history.json names: a new one fails the typecheck here until it has its text. */
function blockedText(translate: TranslateFunction, block: UndoBlock): string {
  switch (block.reason) {
    case 'needs':
      return translate('admin.changes.blocked.needs', { resource: resourceLabel(translate, block.resource), id: block.id });
    case 'undone':
      return translate('admin.changes.blocked.undone', { by: block.by });
    case 'erased':
    case 'exists':
    case 'gone':
    case 'unchanged':
    case 'ancestor':
      return translate(`admin.changes.blocked.${block.reason}`);
  }
}

export function ChangeDialog({ id, onClose, onUndone }: { id: number; onClose: () => void; onUndone: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [detail, setDetail] = useState<ChangeDetail | undefined>();
  const [failed, setFailed] = useState(false);
  /** Which of the ADMIN's steps waits for a yes: the undo, or the erasing for good. */
  const [confirming, setConfirming] = useState<'undo' | 'erase' | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => getChange(id).then(setDetail, () => setFailed(true)), [id]);
  useEffect(() => {
    void load();
  }, [load]);

  const change = detail?.change;
  const plan = detail?.undo;
  const run = async () => {
    if (!plan || !confirming) return;
    setBusy(true);
    try {
      if (confirming === 'erase') await eraseChange(id);
      else await undoChange(id);
      notify(
        confirming === 'erase' ? 'admin.changes.erased' : plan.kind === 'restore' ? 'admin.changes.restored' : 'admin.changes.reverted',
        {
          type: 'success',
        },
      );
      onUndone();
    } catch {
      // The server's reason is English; the plan read again says it in the reader's language.
      notify('admin.changes.undoFailed', { type: 'error' });
      setConfirming(null);
      setBusy(false);
      await load();
    }
  };
  const stepLabel =
    confirming === 'erase' ? 'admin.changes.erase' : plan?.kind === 'restore' ? 'admin.changes.restore' : 'admin.changes.revert';

  const titleId = `change-${id}-title`;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{change ? changeHeadline(translate, change) : translate('admin.changes.title')}</DialogTitle>
      {/* A change of many fields scrolls: the keyboard can reach and scroll it too. */}
      <DialogContent tabIndex={0} aria-labelledby={titleId}>
        {failed && <Alert severity="error">{translate('admin.changes.failed')}</Alert>}
        {change && confirming === null && (
          <>
            {change.fields.length > 0 && (
              <FieldTable
                resource={change.resource}
                fields={change.fields}
                columns={[
                  ...(change.action !== 'create'
                    ? [{ heading: translate('admin.changes.before'), value: (f: ChangedField) => f.before }]
                    : []),
                  ...(change.action !== 'delete'
                    ? [{ heading: translate('admin.changes.after'), value: (f: ChangedField) => f.after }]
                    : []),
                ]}
              />
            )}
            {detail.followers.length > 0 && (
              <Typography variant="body2">
                {translate('admin.changes.together', {
                  names: detail.followers.map((f) => f.title).join(translate('admin.changes.separator')),
                })}
              </Typography>
            )}
            {plan?.blocked && (
              <Alert severity="info" sx={{ mt: 2 }}>
                {blockedText(translate, plan.blocked)}
              </Alert>
            )}
          </>
        )}
        {change && confirming === 'erase' && <Typography>{translate('admin.changes.eraseConfirm', { title: change.title })}</Typography>}
        {change && plan && confirming === 'undo' && (
          <>
            <Typography sx={{ mb: 2 }}>
              {translate(plan.kind === 'restore' ? 'admin.changes.restoreConfirm' : 'admin.changes.revertConfirm', { title: change.title })}
            </Typography>
            <FieldTable
              resource={change.resource}
              fields={plan.fields}
              columns={
                plan.kind === 'restore'
                  ? [{ heading: translate('admin.changes.value'), value: (f) => f.after }]
                  : [
                      { heading: translate('admin.changes.now'), value: (f) => f.before },
                      { heading: translate('admin.changes.becomes'), value: (f) => f.after },
                    ]
              }
            />
            {plan.with.length > 0 && (
              <Typography variant="body2">
                {translate('admin.changes.together', { names: plan.with.map((w) => w.title).join(translate('admin.changes.separator')) })}
              </Typography>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        {confirming ? (
          <>
            <Button onClick={() => setConfirming(null)} disabled={busy}>
              {translate('ra.action.cancel')}
            </Button>
            <Button variant="contained" color={confirming === 'erase' ? 'error' : 'primary'} onClick={() => void run()} disabled={busy}>
              {translate(stepLabel)}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={onClose}>{translate('ra.action.close')}</Button>
            {plan?.erasable && (
              <Button color="error" onClick={() => setConfirming('erase')}>
                {translate('admin.changes.erase')}
              </Button>
            )}
            {plan && !plan.blocked && (
              <Button variant="contained" onClick={() => setConfirming('undo')}>
                {translate(stepLabel)}
              </Button>
            )}
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
