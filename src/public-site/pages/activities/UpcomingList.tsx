// Beside the calendar: the next activities from today, and the family's birthdays of the coming week.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import { RecordState } from '../family/RecordState.tsx';
import { useLoaded } from '../family/useLoaded.ts';
import { getUpcoming } from './activitiesApi.ts';
import { ActivityEntries, PersonDayEntries } from './CalendarEntries.tsx';

export function UpcomingList({ today }: { today: string }) {
  const t = useTranslate();
  const upcoming = useLoaded((signal) => getUpcoming(today, signal), today);
  return (
    <Box component="aside" aria-labelledby="upcoming-title">
      <Typography id="upcoming-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('calendar.upcoming')}
      </Typography>
      <RecordState loaded={upcoming}>
        {({ activities, births }) => (
          <>
            <ActivityEntries activities={activities} empty={t('calendar.noUpcoming')} withDates />
            <Typography variant="h3" sx={{ fontSize: '1.05rem', mt: 2, mb: 0.5, color: 'secondary.dark' }}>
              {t('calendar.weekBirthdays')}
            </Typography>
            <PersonDayEntries kind="birth" people={births} empty={t('calendar.noWeekBirthdays')} withDates />
          </>
        )}
      </RecordState>
    </Box>
  );
}
