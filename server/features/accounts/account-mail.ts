// The account mails: the activation link after registration and the password reset link, in the
// language of the request that asked for them; the news that family permission was granted, in the
// language the member last used; and to each admin, in theirs, that a permission request waits.
import type { UserRecord } from '../../../common/generated/types.ts';
import type { Config } from '../../config.ts';
import { counted, type Translate } from '../../outgoing-texts.ts';
import { TOKEN_RULES } from './account-tokens.ts';
import type { Mail } from '../../plugins/app/mailer.ts';

const path = (...parts: string[]): string => parts.map(encodeURIComponent).join('/');

export const activationLink = (config: Config, username: string, token: string): string =>
  `${config.publicUrl}/activate/${path(username, token)}`;

export const resetLink = (config: Config, username: string, token: string): string =>
  `${config.publicUrl}/users/${path(username)}/resetpassword/${encodeURIComponent(token)}`;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** The first line of a mail to a person: their name, or their username when they gave none. */
export const greeting = (t: Translate, name: unknown, username: string): string =>
  t('greeting', { name: typeof name === 'string' && name.trim() ? name.trim() : username });

export const activationMail = (t: Translate, to: string, name: unknown, username: string, link: string): Mail => ({
  to,
  subject: t('activation.subject'),
  text: [
    greeting(t, name, username),
    '',
    t('activation.body', { username, link, hours: counted(t, 'hours', TOKEN_RULES.activation.ttlMs / HOUR_MS) }),
  ].join('\n'),
});

export const resetMail = (t: Translate, to: string, name: unknown, username: string, link: string): Mail => ({
  to,
  subject: t('reset.subject'),
  text: [
    greeting(t, name, username),
    '',
    t('reset.body', { username, link, minutes: counted(t, 'minutes', TOKEN_RULES.reset.ttlMs / MINUTE_MS) }),
  ].join('\n'),
});

export const approvalMail = (t: Translate, to: string, name: unknown, username: string, link: string): Mail => ({
  to,
  subject: t('approval.subject'),
  text: [greeting(t, name, username), '', t('approval.body', { username, link })].join('\n'),
});

/** `member`: the name chain of the member the identity check found by phone, or null when it found none. */
export const permissionRequestMail = (
  t: Translate,
  admin: Pick<UserRecord, 'email' | 'name' | 'username'>,
  user: Pick<UserRecord, 'name' | 'username'>,
  member: string | null,
  link: string,
): Mail => ({
  to: admin.email,
  subject: t('permissionRequest.subject', { username: user.username }),
  text: [
    greeting(t, admin.name, admin.username),
    '',
    t('permissionRequest.body', {
      username: user.username,
      name: user.name?.trim() || user.username,
      match: member ? t('permissionRequest.phoneMatch', { member }) : t('permissionRequest.noMatch'),
      link,
    }),
  ].join('\n'),
});
