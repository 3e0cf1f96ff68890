// What the chosen day holds: its activities through GET /activities/date/{DD-MM-YYYY} (spec section 7),
// the family members born on that day, and those who died on it when the reader shows the anniversaries.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useI18n } from '../../../ui/i18n/I18nProvider.tsx';
import { RecordState } from '../family/RecordState.tsx';
import { useLoaded } from '../family/useLoaded.ts';
import { getActivitiesOn, getDays } from './activitiesApi.ts';
import { ActivityEntries, PersonDayEntries } from './CalendarEntries.tsx';
import { longDate } from './calendarDates.ts';

export function DayAgenda({ day, deaths }: { day: string; deaths: boolean }) {
  const { t, lang } = useI18n();
  const activities = useLoaded((signal) => getActivitiesOn(day, signal), day);
  const people = useLoaded((signal) => getDays(day, day, deaths, signal), `${day} ${deaths}`);
  const heading = (text: string) => (
    <Typography variant="h3" sx={{ fontSize: '1.05rem', mt: 2, mb: 0.5, color: 'secondary.dark' }}>
      {text}
    </Typography>
  );
  return (
    <Box component="section" aria-labelledby="day-agenda-title" aria-live="polite" aria-busy={activities.loading}>
      <Typography id="day-agenda-title" variant="h2" sx={{ fontSize: '1.25rem', mt: 3, mb: 1 }}>
        {t('calendar.dayTitle', { date: longDate(day, lang) })}
      </Typography>
      <RecordState loaded={activities}>{(list) => <ActivityEntries activities={list} empty={t('calendar.noActivities')} />}</RecordState>
      {people.data && people.data.births.length > 0 && (
        <>
          {heading(t('calendar.bornToday'))}
          <PersonDayEntries kind="birth" people={people.data.births} empty="" />
        </>
      )}
      {people.data?.deaths && people.data.deaths.length > 0 && (
        <>
          {heading(t('calendar.diedToday'))}
          <PersonDayEntries kind="death" people={people.data.deaths} empty="" detail={(d) => t('calendar.deathYear', { year: d.year })} />
        </>
      )}
    </Box>
  );
}
