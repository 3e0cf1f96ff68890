// The calendar drawn in the portal's theme rather than react-calendar's own sheet: tiles a thumb can
// hit on a 375 px phone, the chosen day and today told apart by more than colour, and the marks (an
// activity: a filled dot; a birthday: a ring in the second colour; a death's anniversary: a grey bar) the
// legend names.
import type { SxProps, Theme } from '@mui/material/styles';

export const ACTIVITY_MARK = { width: 8, height: 8, borderRadius: '50%', bgcolor: 'primary.main' } as const;
export const BIRTH_MARK = {
  width: 8,
  height: 8,
  borderRadius: '50%',
  border: 2,
  borderColor: 'secondary.main',
  boxSizing: 'border-box',
} as const;

export const DEATH_MARK = { width: 8, height: 3, mt: '2.5px', borderRadius: 1, bgcolor: 'text.secondary' } as const;

export const calendarStyle: SxProps<Theme> = {
  '& .react-calendar': { width: '100%', border: 1, borderColor: 'divider', borderRadius: 2, p: 1, bgcolor: 'background.paper' },
  '& .react-calendar button': { font: 'inherit', color: 'inherit', border: 0, bgcolor: 'transparent', cursor: 'pointer', borderRadius: 1 },
  '& .react-calendar button:disabled': { cursor: 'default', color: 'text.disabled' },
  '& .react-calendar button:enabled:hover': { bgcolor: 'action.hover' },
  '& .react-calendar button:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main', outlineOffset: -2 },
  '& .react-calendar__navigation': { display: 'flex', alignItems: 'stretch', mb: 1, minHeight: 48 },
  '& .react-calendar__navigation__arrow': { minWidth: 44, display: 'inline-flex', alignItems: 'center', justifyContent: 'center' },
  '& .react-calendar__navigation__label': { fontWeight: 700, fontSize: '1.05rem' },
  '& .react-calendar__month-view__weekdays': { textAlign: 'center', fontSize: '0.8rem', color: 'text.secondary', fontWeight: 700 },
  '& .react-calendar__month-view__weekdays abbr': { textDecoration: 'none' },
  '& .react-calendar__month-view__weekdays__weekday': { py: 0.5 },
  '& .react-calendar__tile': {
    minHeight: 48,
    py: 0.5,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'flex-start',
    gap: '2px',
  },
  '& .react-calendar__year-view .react-calendar__tile, & .react-calendar__decade-view .react-calendar__tile, & .react-calendar__century-view .react-calendar__tile':
    { minHeight: 64, justifyContent: 'center' },
  '& .react-calendar__month-view__days__day--neighboringMonth': { color: 'text.secondary', opacity: 0.75 },
  '& .react-calendar__tile--now': { fontWeight: 700, boxShadow: (theme) => `inset 0 0 0 2px ${theme.palette.secondary.main}` },
  // Beside the element selector above, so that the chosen day's fill wins over the buttons' transparent one.
  '& .react-calendar button.react-calendar__tile--active, & .react-calendar button.react-calendar__tile--active:enabled:hover': {
    bgcolor: 'primary.main',
    color: 'primary.contrastText',
    fontWeight: 700,
  },
  '& .day-marks': { display: 'flex', gap: '3px', height: 8 },
  '& .mark-activity': ACTIVITY_MARK,
  '& .mark-birth': BIRTH_MARK,
  '& .mark-death': DEATH_MARK,
  '& .react-calendar__tile--active .mark-activity': { bgcolor: 'primary.contrastText' },
  '& .react-calendar__tile--active .mark-birth': { borderColor: 'primary.contrastText' },
  '& .react-calendar__tile--active .mark-death': { bgcolor: 'primary.contrastText' },
};
