// The account mails: the activation link after registration and the password reset link.
import type { Config } from '../../config.ts';
import type { Mail } from '../../plugins/app/mailer.ts';

const path = (...parts: string[]): string => parts.map(encodeURIComponent).join('/');

export const activationLink = (config: Config, username: string, token: string): string =>
  `${config.publicUrl}/activate/${path(username, token)}`;

export const resetLink = (config: Config, username: string, token: string): string =>
  `${config.publicUrl}/users/${path(username)}/resetpassword/${encodeURIComponent(token)}`;

const greeting = (name: unknown, username: string): string => `Hello ${typeof name === 'string' && name.trim() ? name.trim() : username},`;

export const activationMail = (to: string, name: unknown, username: string, link: string): Mail => ({
  to,
  subject: 'Activate your account on the family portal',
  text: [
    greeting(name, username),
    '',
    `Welcome to the family portal. To activate your account ${username}, open this link within 48 hours:`,
    '',
    link,
    '',
    'Once active, you can sign in and ask for family permission from your profile.',
    'If you did not register, you can ignore this mail.',
  ].join('\n'),
});

export const resetMail = (to: string, name: unknown, username: string, link: string): Mail => ({
  to,
  subject: 'Reset your family portal password',
  text: [
    greeting(name, username),
    '',
    `Someone asked to reset the password of your family portal account ${username}. To choose a new password, open this link within one hour:`,
    '',
    link,
    '',
    'The link works once. If you did not ask for it, ignore this mail: your password stays as it is.',
  ].join('\n'),
});
