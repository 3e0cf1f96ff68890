// The one-click unsubscribe link of a kind of mail (the news, the reminders, the weekly digest): the reader's id and an HMAC of it
// with the server secret and the kind, so the link works without signing in, cannot be made for someone else,
// and stops only the mails it came with. It never expires: a mail read a year later must still stop them. Also
// the mail that carries it (stoppableMail).
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Mail } from './mailer.ts';

export interface UnsubscribeLinks {
  /** The token of the link for `userId` (`<id>.<mac>`). */
  token(userId: number): string;
  /** The user a token was made for, or undefined when it is not one of ours. */
  verify(token: string): number | undefined;
}

const TOKEN = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

export function createUnsubscribeLinks(secret: string, mails: 'news' | 'reminders' | 'digest'): UnsubscribeLinks {
  const mac = (userId: number) => createHmac('sha256', `${mails}-unsubscribe:${secret}`).update(String(userId)).digest('base64url');
  return {
    token: (userId) => `${userId}.${mac(userId)}`,
    verify(token) {
      const match = TOKEN.exec(token);
      if (!match) return undefined;
      const userId = Number(match[1]);
      const expected = Buffer.from(mac(userId));
      const given = Buffer.from(match[2]);
      return expected.length === given.length && timingSafeEqual(expected, given) ? userId : undefined;
    },
  };
}

/**
 * A mail of a kind its reader may stop: its lines, then below the signature line why it came and how to stop it
 * with the link, which mail programs also offer as a button (List-Unsubscribe-Post, RFC 8058).
 */
export function stoppableMail(
  { to, subject, lines }: { to: string; subject: string; lines: readonly string[] },
  { why, how }: { why: string; how: string },
  unsubscribeUrl: string,
): Mail {
  return {
    to,
    subject,
    text: [...lines, '', '-- ', why, how, unsubscribeUrl].join('\n'),
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
