// The date input of an exact day (an activity's): DD-MM-YYYY typed (Arabic-Indic digits, slashes and dots
// too) or picked on a calendar, in the reader's language (DateTextField).
import { dmyOnLeave, dmyWhileTyping } from './dmyTyping.ts';
import { DateTextField, type DateInputProps } from './DateTextField.tsx';

export function DmyDateField({ value, onChange, onBlur, translate, ...props }: DateInputProps) {
  return (
    <DateTextField
      {...props}
      translate={translate}
      text={value}
      onText={(text) => onChange(dmyWhileTyping(text))}
      day={value}
      onPick={onChange}
      onBlur={() => {
        const padded = dmyOnLeave(value);
        if (padded !== value) onChange(padded);
        onBlur?.();
      }}
      // In Arabic and Hebrew the hint's words are kept apart by left-to-right marks, so that in this
      // left-to-right field the day's word sits where the day is typed.
      placeholder={translate('portal.dateField.format')}
      inputMode="numeric"
      // Dates read left to right on every page, as they are typed.
      dir="ltr"
    />
  );
}
