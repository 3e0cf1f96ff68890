// The date input of a birth, a death, a marriage or a divorce (schema format "partial-date"): one field
// that takes a date as the family remembers it, typed in the reader's language and digits ("حوالي ١٩٤٨",
// "before 3/1950", "בין 1945 ל־1950", "25/3/1948"; readTypedDate reads them) or a day picked on the
// calendar. The form holds the wire text ("ABT 1948"); what cannot be read is handed on as typed, for the
// form's rule to say why. A stored date is shown as the reader's language says it, to be typed over.
import { useState } from 'react';
import { isExactDay, isPartialDate, parsePartialDate, readTypedDate, writePartialDate } from '../../../common/model/partialDate.ts';
import { typedDate } from '../saidDate.ts';
import { DateTextField, type DateInputProps } from './DateTextField.tsx';

export function PartialDateField({ value, onChange, onBlur, translate, language, helperText, ...props }: DateInputProps) {
  const said = (wire: string) => (isPartialDate(wire) ? typedDate(wire, translate, language) : wire);
  const [typed, setTyped] = useState(() => said(value));
  // The value and language the field last showed or sent: a value set from outside (the record loaded, the
  // form reset) or another language is shown as said again.
  const [shown, setShown] = useState({ value, language });
  if (shown.value !== value || shown.language !== language) {
    setShown({ value, language });
    setTyped(said(value));
  }
  const send = (wire: string) => {
    setShown({ value: wire, language });
    onChange(wire);
  };
  const date = parsePartialDate(value);
  return (
    <DateTextField
      {...props}
      language={language}
      translate={translate}
      text={typed}
      onText={(text) => {
        setTyped(text);
        const read = readTypedDate(text);
        send(read ? writePartialDate(read) : text.trim());
      }}
      day={date && isExactDay(date) ? value : ''}
      onPick={(dmy) => {
        setTyped(said(dmy));
        send(dmy);
      }}
      onBlur={() => {
        // What was read is shown as the language says it: "3/1950" becomes "03-1950", "abt 1948" "about 1948".
        setTyped(said(value));
        onBlur?.();
      }}
      placeholder=""
      inputMode="text"
      // A date of digits reads left to right; one that starts with a word, in the word's direction.
      dir="auto"
      helperText={helperText ?? translate('portal.dateField.partialHint')}
    />
  );
}
