// The text field and calendar of the portal's date inputs (DmyDateField, PartialDateField): a date typed
// (Arabic-Indic digits too) or a day picked on a calendar in the reader's language. A text field rather
// than the picker's own sectioned field, because that one refuses digits its locale does not write, and
// Arabic keyboards type ١٢٣. Its texts (the calendar's buttons) are `portal.dateField.*`, read through
// the `translate` of whichever side shows it: the public site and the back office both have them.
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

dayjs.extend(customParseFormat);

export const DMY_FORMAT = 'DD-MM-YYYY';

// ar-sa rather than ar: dayjs's plain Arabic locale rewrites digits, which a typed date could not match.
const PICKER_LOCALE: Record<Language, string> = { ar: 'ar-sa', en: 'en', he: 'he' };

/** What the date inputs share with their callers. */
export interface DateInputProps {
  id: string;
  name?: string;
  label: ReactNode;
  /** The wire text of the date. */
  value: string;
  onChange: (text: string) => void;
  onBlur?: () => void;
  language: Language;
  /** The caller's translate: the public site's `t` or react-admin's `translate`. */
  translate: (key: string, options?: Record<string, string | number>) => string;
  error?: boolean;
  helperText?: ReactNode;
  required?: boolean;
  variant?: 'outlined' | 'filled';
  size?: 'small' | 'medium';
  margin?: 'normal' | 'dense';
}

export interface DateTextFieldProps extends Omit<DateInputProps, 'value' | 'onChange'> {
  /** What the field shows. */
  text: string;
  onText: (text: string) => void;
  /** The day the calendar opens on, DD-MM-YYYY; empty or any other text: it opens on the years. */
  day: string;
  onPick: (dmy: string) => void;
  placeholder: string;
  inputMode: 'numeric' | 'text';
  dir: 'ltr' | 'auto';
}

export function DateTextField({
  id,
  name,
  label,
  text,
  onText,
  day,
  onPick,
  onBlur,
  placeholder,
  inputMode,
  dir,
  language,
  translate,
  error,
  helperText,
  required,
  variant = 'outlined',
  size = 'medium',
  margin = 'normal',
}: DateTextFieldProps) {
  const [open, setOpen] = useState(false);
  const parsed = dayjs(day, DMY_FORMAT, true);
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
        value={text}
        fullWidth
        variant={variant}
        size={size}
        margin={margin}
        error={error}
        required={required}
        helperText={helperText}
        placeholder={placeholder}
        onChange={(event) => onText(event.target.value)}
        onBlur={onBlur}
        slotProps={{
          htmlInput: { dir, inputMode, autoComplete: 'off' },
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
              onPick(date.format(DMY_FORMAT));
              if (selection === 'finish') setOpen(false);
            }}
          />
        </LocalizationProvider>
      </Dialog>
    </>
  );
}
