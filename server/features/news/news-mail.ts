// One news mail: the frame (greeting, why it came, how to stop it) in the reader's language, the notice
// as its author wrote it, a link to read it on the portal, and the one-click unsubscribe of RFC 8058
// (List-Unsubscribe-Post), which mail programs offer as a button.
import type { NotificationRecord } from '../../../common/generated/types.ts';
import type { Language } from '../../../common/model/languages.ts';
import type { Mail } from '../../plugins/app/mailer.ts';
import { stoppableMail } from '../../plugins/app/unsubscribe-link.ts';
import { newsTexts } from './news-texts.ts';

export interface Reader {
  email: string;
  name: string | null;
  username: string;
  language: Language;
}

export type NoticeText = Pick<NotificationRecord, 'id' | 'subject' | 'content' | 'description'>;

export function newsMail(publicUrl: string, notice: NoticeText, reader: Reader, unsubscribeUrl: string): Mail {
  const t = newsTexts(reader.language);
  const name = reader.name?.trim() || reader.username;
  return stoppableMail(
    {
      to: reader.email,
      subject: t('subject', { subject: notice.subject }),
      lines: [
        t('greeting', { name }),
        '',
        t('intro'),
        '',
        notice.subject,
        '',
        ...[notice.content, notice.description].filter((part): part is string => Boolean(part)).flatMap((part) => [part, '']),
        t('read'),
        `${publicUrl}/family-notification/${notice.id}`,
      ],
    },
    { why: t('why'), how: t('unsubscribe') },
    unsubscribeUrl,
  );
}
