// The one date input of the portal and the back office: DD-MM-YYYY typed (Arabic-Indic digits too) or
// picked on a calendar in the reader's language. A text field rather than the picker's own sectioned
// field, because that one refuses digits its locale does not write, and Arabic keyboards type ١٢٣.
// Its texts (the format hint, the calendar's buttons) are `portal.dateField.*`, read through the
// `translate` of whichever side shows it: the public site and the back office both have them.
import { useState, type ReactNode } from 'react';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import 'dayjs/locale/ar-sa';
import 'dayjs/locale/he';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import type { Language } from '../../../common/model/languages.ts';
import { dmyOnLeave, dmyWhileTyping } from './dmyTyping.ts';

dayjs.extend(customParseFormat);

export const DMY_FORMAT = 'DD-MM-YYYY';

// ar-sa rather than ar: dayjs's plain Arabic locale rewrites digits, which a typed date could not match.
const PICKER_LOCALE: Record<Language, string> = { ar: 'ar-sa', en: 'en', he: 'he' };

export interface DmyDateFieldProps {
  id: string;
  name?: string;
  label: ReactNode;
  value: string;
  onChange: (text: string) => void;
  onBlur?: () => void;
  language: Language;
  /** The caller's translate: the public site's `t` or react-admin's `translate`. */
  translate: (key: string) => string;
  error?: boolean;
  helperText?: ReactNode;
  required?: boolean;
  variant?: 'outlined' | 'filled';
  size?: 'small' | 'medium';
  margin?: 'normal' | 'dense';
}

export function DmyDateField({
  id,
  name,
  label,
  value,
  onChange,
  onBlur,
  language,
  translate,
  error,
  helperText,
  required,
  variant = 'outlined',
  size = 'medium',
  margin = 'normal',
}: DmyDateFieldProps) {
  const [open, setOpen] = useState(false);
  const parsed = dayjs(value, DMY_FORMAT, true);
  const pickLabel = translate('portal.dateField.pick');
  // The calendar's own buttons, which MUI names in English unless told.
  const localeText = {
    previousMonth: translate('portal.dateField.previousMonth'),
    nextMonth: translate('portal.dateField.nextMonth'),
    calendarViewSwitchingButtonAriaLabel: (view: string) =>
      translate(view === 'year' ? 'portal.dateField.yearViewOpen' : 'portal.dateField.dayViewOpen'),
  };
  return (
    <>
      <TextField
        id={id}
        name={name}
        label={label}
        value={value}
        fullWidth
        variant={variant}
        size={size}
        margin={margin}
        error={error}
        required={required}
        helperText={helperText}
        // In Arabic and Hebrew the hint's words are kept apart by left-to-right marks, so that in this
        // left-to-right field the day's word sits where the day is typed.
        placeholder={translate('portal.dateField.format')}
        onChange={(event) => onChange(dmyWhileTyping(event.target.value))}
        onBlur={() => {
          const padded = dmyOnLeave(value);
          if (padded !== value) onChange(padded);
          onBlur?.();
        }}
        slotProps={{
          // Dates read left to right on every page, as they are typed.
          htmlInput: { dir: 'ltr', inputMode: 'numeric', autoComplete: 'off' },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton onClick={() => setOpen(true)} aria-label={pickLabel} edge="end">
                  <CalendarMonthIcon />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <Dialog open={open} onClose={() => setOpen(false)} aria-label={pickLabel}>
        <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={PICKER_LOCALE[language]} localeText={localeText}>
          <DateCalendar
            value={parsed.isValid() ? parsed : null}
            openTo={parsed.isValid() ? 'day' : 'year'}
            views={['year', 'month', 'day']}
            onChange={(date, selection) => {
              if (!date?.isValid()) return;
              onChange(date.format(DMY_FORMAT));
              if (selection === 'finish') setOpen(false);
            }}
          />
        </LocalizationProvider>
      </Dialog>
    </>
  );
}
