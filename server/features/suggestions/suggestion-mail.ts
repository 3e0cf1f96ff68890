// The mail that tells a member what became of their suggestion, in the language they last used the portal in.
import type { UserRecord } from '../../../common/generated/types.ts';
import type { Translate } from '../../outgoing-texts.ts';
import { greeting } from '../accounts/account-mail.ts';
import type { Mail } from '../../plugins/app/mailer.ts';

export interface DecidedSuggestion {
  accepted: boolean;
  person: string;
  moderator: string;
  reason: string | null;
}

export const decisionMail = (
  t: Translate,
  to: Pick<UserRecord, 'email' | 'name' | 'username'>,
  decided: DecidedSuggestion,
  link: string,
): Mail => {
  const values = { person: decided.person, moderator: decided.moderator, reason: decided.reason ?? '', link };
  const which = decided.accepted ? 'accepted' : 'rejected';
  return {
    to: to.email,
    subject: t(`suggestion.${which}.subject`, values),
    text: [greeting(t, to.name, to.username), '', t(`suggestion.${which}.body`, values)].join('\n'),
  };
};
