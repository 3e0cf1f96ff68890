// The spec's DD-MM-YYYY calendar dates on the wire, ISO YYYY-MM-DD in storage.

const DMY = /^(\d{2})-(\d{2})-(\d{4})$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

function isRealDate(year: number, month: number, day: number): boolean {
  // The calendar starts at year 1 (there is no year 0: 1 BC is followed by AD 1, and PostgreSQL refuses it).
  if (year < 1) return false;
  // setUTCFullYear: Date.UTC reads the years 0 to 99 as 1900 to 1999.
  const d = new Date(Date.UTC(2000, month - 1, day));
  d.setUTCFullYear(year);
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/** Whether the text is a DD-MM-YYYY date that exists on the calendar (no 31-02-2020). */
export const isDmyDate = (text: string): boolean => dmyDateFault(text) === null;

/**
 * What is wrong with a text given as a DD-MM-YYYY date: not written so (`dateFormat`), or written so but
 * not a day of the calendar (`calendarDay`: 31-02-1895); null for a real date. The server's refusal and
 * the form's own check name the same fault.
 */
export function dmyDateFault(text: string): 'dateFormat' | 'calendarDay' | null {
  const m = DMY.exec(text);
  if (m === null) return 'dateFormat';
  return isRealDate(Number(m[3]), Number(m[2]), Number(m[1])) ? null : 'calendarDay';
}

/** DD-MM-YYYY → YYYY-MM-DD; throws on a text that is not a real DD-MM-YYYY date. */
export function dmyToIso(text: string): string {
  const m = DMY.exec(text);
  if (!m || !isDmyDate(text)) throw new RangeError(`not a DD-MM-YYYY date: ${text}`);
  return `${m[3]}-${m[2]}-${m[1]}`;
}

/** YYYY-MM-DD (or a full ISO timestamp) → DD-MM-YYYY. */
export function isoToDmy(text: string): string {
  const m = ISO.exec(text.slice(0, 10));
  if (!m) throw new RangeError(`not an ISO date: ${text}`);
  return `${m[3]}-${m[2]}-${m[1]}`;
}
