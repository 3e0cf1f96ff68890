// What the chosen day holds: its activities through GET /activities/date/{DD-MM-YYYY} (spec section 7),
// and the family members born on that day.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useI18n } from '../../../ui/i18n/I18nProvider.tsx';
import { RecordState } from '../family/RecordState.tsx';
import { useLoaded } from '../family/useLoaded.ts';
import { getActivitiesOn, getDays } from './activitiesApi.ts';
import { ActivityEntries, BirthdayEntries } from './CalendarEntries.tsx';
import { longDate } from './calendarDates.ts';

export function DayAgenda({ day }: { day: string }) {
  const { t, lang } = useI18n();
  const activities = useLoaded((signal) => getActivitiesOn(day, signal), day);
  const births = useLoaded(async (signal) => (await getDays(day, day, signal)).births, day);
  return (
    <Box component="section" aria-labelledby="day-agenda-title" aria-live="polite" aria-busy={activities.loading}>
      <Typography id="day-agenda-title" variant="h2" sx={{ fontSize: '1.25rem', mt: 3, mb: 1 }}>
        {t('calendar.dayTitle', { date: longDate(day, lang) })}
      </Typography>
      <RecordState loaded={activities}>{(list) => <ActivityEntries activities={list} empty={t('calendar.noActivities')} />}</RecordState>
      {births.data && births.data.length > 0 && (
        <>
          <Typography variant="h3" sx={{ fontSize: '1.05rem', mt: 2, mb: 0.5, color: 'secondary.dark' }}>
            {t('calendar.bornToday')}
          </Typography>
          <BirthdayEntries births={births.data} empty="" />
        </>
      )}
    </Box>
  );
}
