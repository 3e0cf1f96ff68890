// One reminder mail: the day's birthdays and anniversaries of deaths of the reader's kin, in the reader's language,
// with a link to each person's page and the one-click unsubscribe of RFC 8058 (List-Unsubscribe-Post), as the
// news mail has.
import type { AnniversaryReminder, BirthdayReminder } from '../../../common/generated/api.ts';
import { dateFormat } from '../../../common/model/dateFormat.ts';
import { localNumber } from '../../../common/model/translate.ts';
import { outgoingTextsIn } from '../../outgoing-texts.ts';
import type { Mail } from '../../plugins/app/mailer.ts';
import { stoppableMail } from '../../plugins/app/unsubscribe-link.ts';
import type { Reader } from '../news/news-mail.ts';

export interface DayReminders {
  birthdays: BirthdayReminder[];
  anniversaries: AnniversaryReminder[];
}

export function reminderMail(publicUrl: string, { birthdays, anniversaries }: DayReminders, reader: Reader, unsubscribeUrl: string): Mail {
  const { language } = reader;
  const t = (key: string, values?: Record<string, string | number>) => outgoingTextsIn(language)(`reminders.${key}`, values);
  // "8 December", in the digits the portal writes the language with.
  const day = (iso: string) =>
    localNumber(language, dateFormat(language, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(iso)));
  const when = (r: BirthdayReminder, what: string) => (r.daysBefore === 0 ? t('today', { what }) : t('soon', { what, date: day(r.on) }));
  const items = [
    ...birthdays.map((b) => ({ reminder: b, what: t('birthday', { name: b.name }) })),
    ...anniversaries.map((a) => ({ reminder: a, what: t('anniversary', { name: a.name, year: localNumber(language, a.year) }) })),
  ].sort((a, b) => a.reminder.daysBefore - b.reminder.daysBefore);
  const [only] = items;
  return stoppableMail(
    {
      to: reader.email,
      subject: items.length > 1 ? t('subjectMany') : when(only.reminder, only.what),
      lines: [
        outgoingTextsIn(language)('greeting', { name: reader.name?.trim() || reader.username }),
        '',
        t('intro'),
        '',
        ...items.flatMap(({ reminder, what }) => [when(reminder, what), `${publicUrl}/family-members/${reminder.memberId}`]),
        '',
        t('visit'),
        `${publicUrl}/family-tree`,
      ],
    },
    { why: t('why'), how: t('unsubscribe') },
    unsubscribeUrl,
  );
}
