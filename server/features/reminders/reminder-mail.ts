// One reminder mail, or the notification in its place: the day's birthdays, anniversaries of deaths and newcomers among the reader's kin, in the reader's language,
// with a link to each person's page and the one-click unsubscribe of RFC 8058 (List-Unsubscribe-Post), as the
// news mail has.
import type { AnniversaryReminder, BirthdayReminder, NewcomerReminder, PushNote } from '../../../common/generated/api.ts';
import { direction, type Language } from '../../../common/model/languages.ts';
import { dateFormat } from '../../../common/model/dateFormat.ts';
import { localNumber } from '../../../common/model/translate.ts';
import { outgoingTextsIn } from '../../outgoing-texts.ts';
import type { Mail } from '../../plugins/app/mailer.ts';
import { stoppableMail } from '../../plugins/app/unsubscribe-link.ts';
import type { Reader } from '../news/news-mail.ts';

export interface DayReminders {
  birthdays: BirthdayReminder[];
  anniversaries: AnniversaryReminder[];
  newcomers: NewcomerReminder[];
}

/** The day's reminders as lines in the reader's language, the day's first, then the week's, then who was recorded yesterday; and their subject. */
function reminderLines(language: Language, { birthdays, anniversaries, newcomers }: DayReminders) {
  const t = (key: string, values?: Record<string, string | number>) => outgoingTextsIn(language)(`reminders.${key}`, values);
  // "8 December", in the digits the portal writes the language with.
  const day = (iso: string) =>
    localNumber(language, dateFormat(language, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(iso)));
  const when = (r: BirthdayReminder, what: string) => (r.daysBefore === 0 ? t('today', { what }) : t('soon', { what, date: day(r.on) }));
  const dated = [
    ...birthdays.map((b) => ({ ...b, line: when(b, t('birthday', { name: b.name })) })),
    ...anniversaries.map((a) => ({
      ...a,
      line: when(a, t(a.calendar === 'hijri' ? 'anniversaryHijri' : 'anniversary', { name: a.name, year: localNumber(language, a.year) })),
    })),
  ].sort((a, b) => a.daysBefore - b.daysBefore);
  const items = [...dated, ...newcomers.map((n) => ({ ...n, line: t(n.baby ? 'baby' : 'newcomer', { name: n.name }) }))];
  return { t, items, subject: items.length > 1 ? t('subjectMany') : items[0].line };
}

export function reminderMail(publicUrl: string, reminders: DayReminders, reader: Reader, unsubscribeUrl: string): Mail {
  const { t, items, subject } = reminderLines(reader.language, reminders);
  return stoppableMail(
    {
      to: reader.email,
      subject,
      lines: [
        outgoingTextsIn(reader.language)('greeting', { name: reader.name?.trim() || reader.username }),
        '',
        t('intro'),
        '',
        ...items.flatMap(({ memberId, line }) => [line, `${publicUrl}/family-members/${memberId}`]),
        '',
        t('visit'),
        `${publicUrl}/family-tree`,
      ],
    },
    { why: t('why'), how: t('unsubscribe') },
    unsubscribeUrl,
  );
}

/** The same reminders as a notification: one person's opens their page, several the tree. */
export function reminderNote(reminders: DayReminders, language: Language, day: string): PushNote {
  const { t, items } = reminderLines(language, reminders);
  return {
    title: t('subjectMany'),
    body: items.map((i) => i.line).join('\n'),
    url: items.length > 1 ? '/family-tree' : `/family-members/${items[0].memberId}`,
    tag: `reminders-${day}`,
    lang: language,
    dir: direction(language),
  };
}
