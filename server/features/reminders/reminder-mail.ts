// One reminder mail: the day's birthdays, anniversaries of deaths and newcomers among the reader's kin, in the reader's language,
// with a link to each person's page and the one-click unsubscribe of RFC 8058 (List-Unsubscribe-Post), as the
// news mail has.
import type { AnniversaryReminder, BirthdayReminder, NewcomerReminder } from '../../../common/generated/api.ts';
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

export function reminderMail(
  publicUrl: string,
  { birthdays, anniversaries, newcomers }: DayReminders,
  reader: Reader,
  unsubscribeUrl: string,
): Mail {
  const { language } = reader;
  const t = (key: string, values?: Record<string, string | number>) => outgoingTextsIn(language)(`reminders.${key}`, values);
  // "8 December", in the digits the portal writes the language with.
  const day = (iso: string) =>
    localNumber(language, dateFormat(language, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(iso)));
  const when = (r: BirthdayReminder, what: string) => (r.daysBefore === 0 ? t('today', { what }) : t('soon', { what, date: day(r.on) }));
  // Each reminder as its line, the day's first, then the week's, then who was recorded yesterday.
  const dated = [
    ...birthdays.map((b) => ({ ...b, line: when(b, t('birthday', { name: b.name })) })),
    ...anniversaries.map((a) => ({
      ...a,
      line: when(a, t(a.calendar === 'hijri' ? 'anniversaryHijri' : 'anniversary', { name: a.name, year: localNumber(language, a.year) })),
    })),
  ].sort((a, b) => a.daysBefore - b.daysBefore);
  const items = [...dated, ...newcomers.map((n) => ({ ...n, line: t(n.baby ? 'baby' : 'newcomer', { name: n.name }) }))];
  const [only] = items;
  return stoppableMail(
    {
      to: reader.email,
      subject: items.length > 1 ? t('subjectMany') : only.line,
      lines: [
        outgoingTextsIn(language)('greeting', { name: reader.name?.trim() || reader.username }),
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
