// One reminder mail: the day's birthdays of the reader's kin, in the reader's language, with a link to each
// person's page and the one-click unsubscribe of RFC 8058 (List-Unsubscribe-Post), as the news mail has.
import type { BirthdayReminder } from '../../../common/generated/api.ts';
import { dateFormat } from '../../../common/model/dateFormat.ts';
import { localNumber } from '../../../common/model/translate.ts';
import { outgoingTextsIn } from '../../outgoing-texts.ts';
import type { Mail } from '../../plugins/app/mailer.ts';
import type { Reader } from '../news/news-mail.ts';

export function reminderMail(publicUrl: string, birthdays: readonly BirthdayReminder[], reader: Reader, unsubscribeUrl: string): Mail {
  const t = (key: string, values?: Record<string, string | number>) => outgoingTextsIn(reader.language)(`reminders.${key}`, values);
  // "8 December", in the digits the portal writes the language with.
  const day = (iso: string) =>
    localNumber(reader.language, dateFormat(reader.language, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(iso)));
  const [only] = birthdays;
  const subject =
    birthdays.length > 1
      ? t('subjectMany')
      : only.daysBefore === 0
        ? t('subjectToday', { name: only.name })
        : t('subjectSoon', { name: only.name });
  const lines = birthdays.flatMap((b) => [
    b.daysBefore === 0 ? t('today', { name: b.name }) : t('soon', { name: b.name, date: day(b.on) }),
    `${publicUrl}/family-members/${b.memberId}`,
  ]);
  return {
    to: reader.email,
    subject,
    text: [
      outgoingTextsIn(reader.language)('greeting', { name: reader.name?.trim() || reader.username }),
      '',
      t('intro'),
      '',
      ...lines,
      '',
      t('visit'),
      `${publicUrl}/family-tree`,
      '',
      '-- ',
      t('why'),
      t('unsubscribe'),
      unsubscribeUrl,
    ].join('\n'),
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
