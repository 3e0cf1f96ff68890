// Activities /family-activities (spec section 2): the calendar, the chosen day's activities and
// birthdays, and what is coming. Phones get them one under the other; wide screens side by side. The
// anniversaries of the family's deaths are a mark the reader may show too (kept on this device).
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { mayAccess } from '../../../providers/access.ts';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import { PageSection } from '../../PageSection.tsx';
import { useSession } from '../../session/SessionProvider.tsx';
import { useLoaded } from '../family/useLoaded.ts';
import { getActivityCounts, getDays, type CalendarDays } from './activitiesApi.ts';
import { ActivityCalendar, type ShownPeriod, type TileMarks } from './ActivityCalendar.tsx';
import { addDays, fromDmy, tileKey, toDmy, yearsShown, type CalendarView } from './calendarDates.ts';
import { ACTIVITY_MARK, BIRTH_MARK, DEATH_MARK } from './calendarStyle.ts';
import { DayAgenda } from './DayAgenda.tsx';
import { UpcomingList } from './UpcomingList.tsx';
import { withCalendarTexts } from './calendarTexts.ts';

/** A month view shows up to six days of the months around it: those are marked too. */
const NEIGHBOUR_DAYS = 7;

type Marked =
  { view: 'month'; days: CalendarDays } | { view: Exclude<CalendarView, 'month'>; counts: Array<{ date: string; activities: number }> };

/** Whether the reader shows the anniversaries of deaths, as this device remembers it. */
const DEATHS_SHOWN = 'calendarDeaths';

/** The marks of the tiles on screen: a day's activities, birthdays and deaths' anniversaries, or a month's, year's or decade's activities. */
function marksOf(marked: Marked | null | undefined): TileMarks {
  const marks = new Map<string, { activities: number; births: number; deaths: number }>();
  const at = (key: string) => marks.get(key) ?? marks.set(key, { activities: 0, births: 0, deaths: 0 }).get(key)!;
  if (!marked) return marks;
  if (marked.view === 'month') {
    for (const a of marked.days.activities) at(a.dateOfActivity).activities++;
    for (const b of marked.days.births) at(b.date).births++;
    for (const d of marked.days.deaths ?? []) at(d.date).deaths++;
  } else for (const c of marked.counts) at(tileKey(fromDmy(c.date), marked.view)).activities += c.activities;
  return marks;
}

function Legend({ deaths, onDeaths }: { deaths: boolean; onDeaths: (shown: boolean) => void }) {
  const t = useTranslate();
  const item = (mark: object, text: string) => (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box component="span" sx={mark} />
      <Typography variant="body2">{text}</Typography>
    </Box>
  );
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 1 }}>
      {item(ACTIVITY_MARK, t('calendar.legendActivity'))}
      {item(BIRTH_MARK, t('calendar.legendBirth'))}
      {deaths && item(DEATH_MARK, t('calendar.legendDeath'))}
      <FormControlLabel
        control={<Switch checked={deaths} onChange={(_, shown) => onDeaths(shown)} />}
        label={t('calendar.showDeaths')}
        sx={{ mx: 0, minHeight: 44 }}
      />
    </Box>
  );
}

function Activities() {
  const t = useTranslate();
  const { role } = useSession();
  const today = useMemo(() => new Date(), []);
  const [chosen, setChosen] = useState(today);
  const [shown, setShown] = useState<ShownPeriod>({ start: new Date(today.getFullYear(), today.getMonth(), 1), view: 'month' });
  const [deaths, setDeaths] = useState(() => localStorage.getItem(DEATHS_SHOWN) === 'yes');
  const showDeaths = (shown: boolean) => {
    localStorage.setItem(DEATHS_SHOWN, shown ? 'yes' : 'no');
    setDeaths(shown);
  };

  const shownKey = `${shown.view} ${toDmy(shown.start)} ${deaths}`;
  const marked = useLoaded(async (signal): Promise<Marked> => {
    const { start, view } = shown;
    if (view !== 'month') return { view, counts: await getActivityCounts(...yearsShown(start, view), signal) };
    const end = new Date(start.getFullYear(), start.getMonth() + 1, 0);
    return { view, days: await getDays(toDmy(addDays(start, -NEIGHBOUR_DAYS)), toDmy(addDays(end, NEIGHBOUR_DAYS)), deaths, signal) };
  }, shownKey);
  const marks = useMemo(() => marksOf(marked.data), [marked.data]);
  const day = toDmy(chosen);

  return (
    <PageSection titleKey="portal.screens.Activities" title={t('portal.screens.Activities')}>
      {mayAccess(role, 'family-activities', 'create') && (
        <Button component={RouterLink} to={`/family-activities/create?date=${day}`} variant="contained" sx={{ mb: 2 }}>
          {t('calendar.newActivity')}
        </Button>
      )}
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' }, gap: { xs: 3, md: 4 } }}
      >
        <Box component="section" aria-label={t('calendar.calendarLabel')}>
          <ActivityCalendar value={chosen} onChange={setChosen} onShow={setShown} marks={marks} />
          <Legend deaths={deaths} onDeaths={showDeaths} />
          <DayAgenda day={day} deaths={deaths} />
        </Box>
        <UpcomingList today={toDmy(today)} />
      </Box>
    </PageSection>
  );
}

export const ActivitiesPage = withCalendarTexts(Activities);
