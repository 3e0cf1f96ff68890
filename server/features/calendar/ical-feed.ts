// The family calendar as iCalendar (RFC 5545): each activity an event of its day (from its time of day
// when it has one, in the family's own time: a floating time, RFC 5545 3.3.5), each member with a
// birthdate one all-day event repeating yearly; and one activity alone, as its own calendar file. A birthday carries the name and the day only: its
// first occurrence is in 2000, not the birth year, and nothing says who is alive.
import { setImmediate as nextTurn } from 'node:timers/promises';
import ical, { ICalEventRepeatingFreq, type ICalCalendar } from 'ical-generator';
import type { Birth, FeedActivity } from './repository.ts';

/** The year birthdays start in: a leap year, so that 29 February exists in it. */
const BIRTHDAY_ORIGIN = 2000;
/** DTSTAMP of the birthdays: fixed, so that an unchanged family gives a byte-identical feed (and ETag). */
const BIRTHDAY_STAMP = new Date(Date.UTC(BIRTHDAY_ORIGIN, 0, 1));
/**
 * Birthdays written per turn of the event loop: ical-generator takes about 80 µs an event, so a family of
 * 50,000 written at once would hold every other request for seconds.
 */
const SLICE = 1000;

const END = 'END:VCALENDAR';

// Lines that restate a default (SEQUENCE:0, RFC 5545 3.8.7.4) or VALUE=DATE (Outlook's all-day flags):
// dropped, they are a third of a birthday's bytes, and a large family's feed stays well under 10 MB.
const REDUNDANT = /^(?:SEQUENCE:0|X-MICROSOFT-CDO-ALLDAYEVENT:TRUE|X-MICROSOFT-MSNCALENDAR-ALLDAYEVENT:TRUE)\r\n/gm;

const utcDay = (year: number, month: number, day: number): Date => {
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return date;
};

interface FeedOptions {
  name: string;
  host: string;
  activities: readonly FeedActivity[];
  births: readonly Birth[];
}

const calendarOf = ({ name, host }: Pick<FeedOptions, 'name' | 'host'>): ICalCalendar =>
  ical({ name, prodId: { company: host, product: 'family-portal', language: 'EN' } });

function addBirthday(calendar: ICalCalendar, host: string, b: Birth): void {
  const [month, day] = b.monthDay.split('-').map(Number);
  calendar.createEvent({
    id: `b${b.id}@${host}`,
    start: utcDay(BIRTHDAY_ORIGIN, month, day),
    allDay: true,
    summary: `🎂 ${b.name}`,
    stamp: BIRTHDAY_STAMP,
    // 29 February: the last day of February, so common years have the birthday too (on the 28th);
    // a plain yearly rule from 29 February would skip them (RFC 5545 3.3.10 drops invalid dates).
    repeating:
      month === 2 && day === 29
        ? { freq: ICalEventRepeatingFreq.YEARLY, byMonth: [2], byMonthDay: [-1] }
        : { freq: ICalEventRepeatingFreq.YEARLY },
  });
}

/** A calendar written by ical-generator without its last line. */
const withoutEnd = (text: string): string => text.slice(0, text.lastIndexOf(END));

/** The VEVENT blocks of a calendar written by ical-generator: what lies between its header and its end. */
const eventsOf = (text: string): string => {
  const first = text.indexOf('BEGIN:VEVENT\r\n');
  return first < 0 ? '' : withoutEnd(text).slice(first);
};

/** An activity as an event; its UID is the same in the feed and in its own file, so a calendar holding both keeps one. */
function addActivity(calendar: ICalCalendar, host: string, a: FeedActivity): void {
  const [year, month, day] = a.date.split('-').map(Number);
  const start = utcDay(year, month, day);
  if (a.time) {
    const [hours, minutes] = a.time.split(':').map(Number);
    start.setUTCHours(hours, minutes);
  }
  calendar.createEvent({
    id: `a${a.id}@${host}`,
    start,
    // No time of day: the whole day. A time: that hour wherever the phone is, as the family means it.
    ...(a.time ? { floating: true } : { allDay: true }),
    summary: a.name,
    url: a.link,
    location: a.place,
    description: a.description,
    stamp: a.createdAt,
  });
}

/** One activity as a calendar of its own: the file "add to my calendar" hands to the phone's calendar. */
export function icalActivity(options: Pick<FeedOptions, 'name' | 'host'> & { activity: FeedActivity }): string {
  const calendar = calendarOf(options);
  addActivity(calendar, options.host, options.activity);
  return calendar.toString().replaceAll(REDUNDANT, '');
}

export async function icalFeed(options: FeedOptions): Promise<string> {
  const calendar = calendarOf(options);
  for (const a of options.activities) addActivity(calendar, options.host, a);
  // The birthdays, a slice per turn, written into the same calendar before its end.
  const parts = [withoutEnd(calendar.toString())];
  for (let start = 0; start < options.births.length; start += SLICE) {
    await nextTurn();
    const slice = calendarOf(options);
    for (const b of options.births.slice(start, start + SLICE)) addBirthday(slice, options.host, b);
    parts.push(eventsOf(slice.toString()));
  }
  parts.push(`${END}\r\n`);
  return parts.join('').replaceAll(REDUNDANT, '');
}
