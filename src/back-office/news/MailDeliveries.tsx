// A notice's page in the back office: how its mails to the family went (sent, waiting for a retry, not
// delivered after every retry, cancelled), and for an ADMIN who was not reached, with a way to send again.
import { useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { NewsDeliveries as Deliveries } from '../../../common/generated/api.ts';
import { httpClient } from '../../providers/httpClient.ts';

const STATES = ['sent', 'pending', 'failed', 'cancelled'] as const;

export function MailDeliveries() {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const [deliveries, setDeliveries] = useState<Deliveries | undefined>();
  const path = record && `/api/v1/notifications/${String(record.id)}/deliveries`;

  const load = useCallback(() => {
    if (path)
      httpClient<Deliveries>(path).then(
        ({ json }) => setDeliveries(json),
        () => setDeliveries(undefined),
      );
  }, [path]);
  useEffect(load, [load]);

  if (!deliveries) return null;
  const total = STATES.reduce((sum, state) => sum + deliveries[state], 0);
  const sendAgain = async () => {
    try {
      setDeliveries((await httpClient<Deliveries>(`${path}/retry`, { method: 'POST' })).json);
      notify('admin.deliveries.resent', { type: 'success' });
    } catch {
      notify('admin.deliveries.resendFailed', { type: 'error' });
    }
  };

  return (
    <Box component="section" aria-labelledby="mail-deliveries" sx={{ px: 2, pb: 2 }}>
      <Typography id="mail-deliveries" variant="subtitle1" component="h2" sx={{ mb: 1 }}>
        {translate('admin.deliveries.title')}
      </Typography>
      {total === 0 ? (
        <Typography variant="body2">{translate('admin.deliveries.none')}</Typography>
      ) : (
        <Typography variant="body2">
          {STATES.filter((state) => deliveries[state] > 0)
            .map((state) => translate(`admin.deliveries.${state}`, { count: deliveries[state] }))
            .join(' · ')}
        </Typography>
      )}
      {deliveries.failedTo && deliveries.failedTo.length > 0 && (
        <Alert
          severity="warning"
          sx={{ mt: 1 }}
          action={
            <Button color="inherit" size="small" onClick={() => void sendAgain()}>
              {translate('admin.deliveries.sendAgain')}
            </Button>
          }
        >
          {translate('admin.deliveries.notReached', { names: deliveries.failedTo.join(translate('admin.changes.separator')) })}
        </Alert>
      )}
    </Box>
  );
}
