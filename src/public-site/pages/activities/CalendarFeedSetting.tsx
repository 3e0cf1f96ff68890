// On the profile: the member's personal calendar address, to subscribe to from a phone's calendar, and
// a new address when the old one was shared by mistake (the old one then stops working).
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { mayAccess } from '../../../providers/access.ts';
import { ButtonRow } from '../../ButtonRow.tsx';
import { errorText } from '../../../ui/errors.ts';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import { useSession } from '../../session/SessionProvider.tsx';
import { useLoaded } from '../family/useLoaded.ts';
import { getFeedAddress, renewFeedAddress } from './activitiesApi.ts';
import { useTexts } from '../../../ui/i18n/withTexts.tsx';
import { CALENDAR_TEXTS } from './calendarTexts.ts';

/** The same address for calendar apps: webcal:// opens the phone's "subscribe" screen. */
const webcal = (url: string) => url.replace(/^https?:/, 'webcal:');

function FeedAddress() {
  const t = useTranslate();
  const loaded = useLoaded((signal) => getFeedAddress(signal), 'feed');
  const [renewed, setRenewed] = useState<string>();
  const [asking, setAsking] = useState(false);
  const [note, setNote] = useState<{ severity: 'success' | 'error'; text: string }>();
  const url = renewed ?? loaded.data?.url;

  const copy = async () => {
    if (!url) return;
    await navigator.clipboard.writeText(url).then(
      () => setNote({ severity: 'success', text: t('calendar.feed.copied') }),
      (error: unknown) => setNote({ severity: 'error', text: errorText(error, t) }),
    );
  };
  const renew = async () => {
    setAsking(false);
    try {
      setRenewed((await renewFeedAddress()).url);
      setNote({ severity: 'success', text: t('calendar.feed.renewed') });
    } catch (error) {
      setNote({ severity: 'error', text: errorText(error, t) });
    }
  };

  return (
    <Box component="section" aria-labelledby="calendar-feed-title">
      <Divider sx={{ my: 3 }} />
      <Typography id="calendar-feed-title" variant="h2" sx={{ mb: 1 }}>
        {t('calendar.feed.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('calendar.feed.explain')}</Typography>
      {loaded.error !== undefined && !url && <Alert severity="error">{errorText(loaded.error, t)}</Alert>}
      {url && (
        <>
          {/* Plain text rather than a text field: the profile's chunk then shares the home page's input code instead of splitting it out. */}
          <Typography id="calendar-feed-label" variant="body2" sx={{ color: 'text.secondary' }}>
            {t('calendar.feed.address')}
          </Typography>
          <Box
            id="calendar-feed-address"
            component="output"
            aria-labelledby="calendar-feed-label"
            dir="ltr"
            sx={{
              display: 'block',
              p: 1.5,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              bgcolor: 'background.paper',
              fontFamily: 'monospace',
              overflowWrap: 'anywhere',
              userSelect: 'all',
            }}
          >
            {url}
          </Box>
          <ButtonRow sx={{ mt: 1.5 }}>
            <Button variant="contained" component="a" href={webcal(url)}>
              {t('calendar.feed.open')}
            </Button>
            <Button variant="outlined" onClick={() => void copy()}>
              {t('calendar.feed.copy')}
            </Button>
            <Button variant="outlined" color="error" onClick={() => setAsking(true)} disabled={asking}>
              {t('calendar.feed.renew')}
            </Button>
          </ButtonRow>
        </>
      )}
      {asking && (
        <Alert
          severity="warning"
          sx={{ mt: 2 }}
          action={
            <ButtonRow>
              <Button color="inherit" onClick={() => setAsking(false)}>
                {t('calendar.feed.cancel')}
              </Button>
              <Button color="error" variant="contained" onClick={() => void renew()}>
                {t('calendar.feed.renew')}
              </Button>
            </ButtonRow>
          }
        >
          {t('calendar.feed.confirmRenew')}
        </Alert>
      )}
      {note && (
        <Alert severity={note.severity} role="status" sx={{ mt: 2 }}>
          {note.text}
        </Alert>
      )}
    </Box>
  );
}

function WithTexts() {
  return useTexts(CALENDAR_TEXTS) ? <FeedAddress /> : null;
}

/** Shown to those who may read the calendar; its texts load with it, after the profile itself. */
export function CalendarFeedSetting() {
  const { role } = useSession();
  return mayAccess(role, 'family-activities', 'read') && mayAccess(role, 'family-members', 'read') ? <WithTexts /> : null;
}
