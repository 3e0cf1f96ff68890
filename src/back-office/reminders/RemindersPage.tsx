// /adminboard/reminders (ADMIN): the last days of reminder mails (birthdays, anniversaries of deaths) and the last
// weekly digests, each day with how many went out, wait to be tried again, were given up, or were not sent because
// the reader stopped them.
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Title, useTranslate } from 'react-admin';
import { isoToDmy } from '../../../common/model/dmyDate.ts';
import { useLocalNumber } from '../useLocalNumber.ts';
import { listDigestRuns, listReminderRuns, type ReminderRun } from './remindersApi.ts';

const COUNTS = ['sent', 'pending', 'failed', 'cancelled'] as const;

/** One kind of mail's runs: its heading, what they are, and a row per day. */
function Runs({ kind, load }: { kind: 'reminders' | 'digest'; load: () => Promise<ReminderRun[]> }) {
  const translate = useTranslate();
  const local = useLocalNumber();
  const [runs, setRuns] = useState<ReminderRun[]>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    load().then(setRuns, () => setFailed(true));
  }, [load]);
  const texts = `admin.reminders.${kind}`;

  return (
    <Box component="section" aria-labelledby={`runs-${kind}`} sx={{ mb: 3 }}>
      <Typography id={`runs-${kind}`} variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate(`${texts}.title`)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate(`${texts}.explain`)}
      </Typography>
      {failed && <Alert severity="error">{translate('admin.reminders.failedToLoad')}</Alert>}
      {runs && runs.length === 0 && <Alert severity="info">{translate(`${texts}.empty`)}</Alert>}
      {runs && runs.length > 0 && (
        <Card sx={{ overflowX: 'auto' }}>
          {/* Narrow cells: the five columns fit a phone without scrolling sideways. */}
          <Table size="small" sx={{ '& th, & td': { px: 1 } }}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('admin.reminders.day')}</TableCell>
                {COUNTS.map((count) => (
                  <TableCell key={count} align="right">
                    {translate(`admin.reminders.${count}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {runs.map((run) => (
                <TableRow key={run.day}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{local(isoToDmy(run.day))}</TableCell>
                  {COUNTS.map((count) => (
                    <TableCell
                      key={count}
                      align="right"
                      sx={count === 'failed' && run.failed > 0 ? { color: 'error.main', fontWeight: 600 } : undefined}
                    >
                      {local(run[count])}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Card>
      )}
    </Box>
  );
}

export function RemindersPage() {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="admin.reminders.title" />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('admin.reminders.title')}
      </Typography>
      <Runs kind="reminders" load={listReminderRuns} />
      <Runs kind="digest" load={listDigestRuns} />
    </Box>
  );
}
