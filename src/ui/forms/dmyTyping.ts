// What a person types into a date field, read as the wire's DD-MM-YYYY: Arabic-Indic digits, and the
// slashes or dots many write between day, month and year, are accepted; one-digit days and months
// are padded once the field is left.
import { asciiDigits } from '../../../common/model/asciiDigits.ts';

/** While typing: ASCII digits and dashes only, so the text stays readable as it grows. */
export const dmyWhileTyping = (text: string): string => asciiDigits(text).replace(/[/.\\\s\u060C]+/g, '-');

/** On leaving the field: "1-2-2000" becomes "01-02-2000"; anything else is kept for the error to show. */
export function dmyOnLeave(text: string): string {
  const m = /^(\d{1,2})-(\d{1,2})-(\d{4})$/.exec(dmyWhileTyping(text).trim());
  return m ? `${m[1].padStart(2, '0')}-${m[2].padStart(2, '0')}-${m[3]}` : dmyWhileTyping(text).trim();
}
