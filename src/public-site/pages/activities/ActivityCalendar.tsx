// The calendar of spec section 2: react-calendar's century, decade, year and month views (month first,
// century the widest, year 1 to the latest date a browser can hold: react-calendar's own defaults), in
// the reader's language, digits and direction, with the days that hold activities or birthdays marked, and
// the months, years and decades that hold activities.
import Calendar, { type TileArgs } from 'react-calendar';
import Box from '@mui/material/Box';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import KeyboardDoubleArrowLeftIcon from '@mui/icons-material/KeyboardDoubleArrowLeft';
import KeyboardDoubleArrowRightIcon from '@mui/icons-material/KeyboardDoubleArrowRight';
import { useI18n } from '../../../ui/i18n/I18nProvider.tsx';
import { visuallyHidden } from '../tree/visuallyHidden.ts';
import { dateFormat } from '../../../../common/model/dateFormat.ts';
import { calendarLocale } from '../../../../common/model/languages.ts';
import { tileKey, WEEK_OF, type CalendarView } from './calendarDates.ts';
import { calendarStyle } from './calendarStyle.ts';
import { usePhoneWidth } from './usePhoneWidth.ts';

/** What a tile holds, by its tileKey: a day's activities, birthdays and deaths' anniversaries, a month's, year's or decade's activities. */
export type TileMarks = ReadonlyMap<string, { activities: number; births: number; deaths: number }>;

export interface ShownPeriod {
  /** The first day of the period on screen. */
  start: Date;
  view: CalendarView;
}

interface ActivityCalendarProps {
  value: Date;
  onChange: (date: Date) => void;
  onShow: (shown: ShownPeriod) => void;
  marks: TileMarks;
}

export function ActivityCalendar({ value, onChange, onShow, marks }: ActivityCalendarProps) {
  const { t, lang, dir } = useI18n();
  // The arrows point the way the dates run: in Arabic and Hebrew the earlier months are to the right.
  const [Earlier, Later, MuchEarlier, MuchLater] =
    dir === 'rtl'
      ? [ChevronRightIcon, ChevronLeftIcon, KeyboardDoubleArrowRightIcon, KeyboardDoubleArrowLeftIcon]
      : [ChevronLeftIcon, ChevronRightIcon, KeyboardDoubleArrowLeftIcon, KeyboardDoubleArrowRightIcon];

  // Arabic writes its short weekdays in full ("الأربعاء"): seven of them only fit a phone as single letters.
  const narrow = usePhoneWidth();
  const weekday = (locale: string | undefined, date: Date) => dateFormat(locale, { weekday: narrow ? 'narrow' : 'short' }).format(date);

  const dayMarks = ({ date, view }: TileArgs) => marks.get(tileKey(date, view));

  return (
    <Box sx={calendarStyle} dir={dir}>
      <Calendar
        locale={calendarLocale(lang)}
        calendarType={WEEK_OF[lang]}
        formatShortWeekday={weekday}
        value={value}
        onChange={(picked) => picked instanceof Date && onChange(picked)}
        // A drill from a year into its January keeps the start date: only the view changes, so both are heard.
        onActiveStartDateChange={({ activeStartDate, view }) => activeStartDate && onShow({ start: activeStartDate, view })}
        onViewChange={({ activeStartDate, view }) => activeStartDate && onShow({ start: activeStartDate, view })}
        prevLabel={<Earlier fontSize="small" />}
        nextLabel={<Later fontSize="small" />}
        prev2Label={<MuchEarlier fontSize="small" />}
        next2Label={<MuchLater fontSize="small" />}
        prevAriaLabel={t('calendar.previous')}
        nextAriaLabel={t('calendar.next')}
        prev2AriaLabel={t('calendar.previousFar')}
        next2AriaLabel={t('calendar.nextFar')}
        tileClassName={(args) => {
          const held = dayMarks(args);
          return (
            [held?.activities && 'has-activities', held?.births && 'has-births', held?.deaths && 'has-deaths'].filter(Boolean).join(' ') ||
            null
          );
        }}
        tileContent={(args) => {
          const held = dayMarks(args);
          if (!held) return null;
          return (
            <span className="day-marks">
              {held.activities > 0 && <span className="mark-activity" />}
              {held.births > 0 && <span className="mark-birth" />}
              {held.deaths > 0 && <span className="mark-death" />}
              <Box component="span" sx={visuallyHidden}>
                {[
                  held.activities > 0 && t('calendar.hasActivities'),
                  held.births > 0 && t('calendar.hasBirths'),
                  held.deaths > 0 && t('calendar.hasDeaths'),
                ]
                  .filter(Boolean)
                  .join('، ')}
              </Box>
            </span>
          );
        }}
      />
    </Box>
  );
}
