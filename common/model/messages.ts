// Every text the server answers the account, password, phone and mail calls with, in one place: the
// server's routes send `MESSAGES.x` byte for byte (some end in a space, as spec section 8 writes
// them), and the browser shows the i18n `key` of a text it receives, or the text itself when it has none.
// The form schemas (schema/forms/) name the texts of spec section 5 in their `x-message` annotations.

interface Entry {
  text: string;
  /** The i18n key the browser shows instead of the text. */
  key?: string;
}

const CATALOGUE = {
  // Spec section 8.
  loginFailed: { text: 'Incorrect username or password', key: 'portal.errors.userOrPasswordIncorrect' },
  smsLocked: { text: 'SMS exceed for user', key: 'portal.errors.tooManyTries' },
  phoneUsed: { text: 'PhoneNumber Already used', key: 'portal.errors.newPhoneAlreadyUsed' },
  emailNotFound: { text: 'Error: Email not found!', key: 'portal.errors.emailNotValid' },
  mailSent: { text: 'Email Sent Successfully.', key: 'portal.errors.mailSent' },
  tokenInvalid: { text: 'Error: Token Invalid!', key: 'portal.errors.linkUnavailable' },
  passwordNotConfirmed: { text: 'Error: New Password not confirmed!', key: 'portal.errors.passwordNotConfirmed' },
  passwordChanged: { text: 'Password changed succesfully.', key: 'portal.errors.passwordChanged' },
  phoneConfirmed: { text: 'User phone confirmed successfully! ', key: 'portal.errors.phoneConfirmed' },
  phoneChanged: { text: 'Phone number changed successfully! ', key: 'portal.errors.phoneChanged' },
  /** A wrong old password on a password change (spec section 8 shows it for the change's refusal). */
  oldPasswordWrong: { text: 'Password is not correct', key: 'portal.errors.passwordNotCorrect' },

  // Spec section 5, named by the form schemas' x-message.
  usernameSpaces: { text: 'Username could not contain spaces', key: 'portal.validation.usernameSpaces' },
  usernameNotAppropriate: { text: 'Username is not appropriate', key: 'portal.validation.usernameNotAppropriate' },
  nameNotAppropriate: { text: 'Name is not appropriate', key: 'portal.validation.nameNotAppropriate' },
  fieldNotAppropriate: { text: 'Field not appropriate', key: 'portal.validation.fieldNotAppropriate' },
  passwordNotAppropriate: { text: 'Password is not appropriate', key: 'portal.validation.passwordNotAppropriate' },
  emailNotValidated: { text: 'Email is not validated', key: 'portal.validation.email' },

  // Account answers the spec does not list, which a family member would otherwise read in English.
  codeInvalid: { text: 'Error: Code Invalid!', key: 'account.errors.codeInvalid' },
  usernameTaken: { text: 'Error: Username is already taken!', key: 'account.errors.usernameTaken' },
  emailTaken: { text: 'Error: Email is already in use!', key: 'account.errors.emailTaken' },
  addPhoneFirst: { text: 'Add a phone number to your account first', key: 'account.errors.addPhoneFirst' },
  samePhone: { text: 'This is already your phone number', key: 'account.errors.samePhone' },
  onlyOwnAccount: { text: 'You may do this only for your own account', key: 'account.errors.onlyOwnAccount' },
  alreadyFamily: { text: 'You already have family permission', key: 'account.errors.alreadyFamily' },
  smsNotSent: { text: 'The SMS could not be sent: please try again later', key: 'account.errors.smsNotSent' },
  mailNotSent: { text: 'The e-mail could not be sent: please try again later', key: 'account.errors.mailNotSent' },
  /** A failure the server did not write for the reader (errorAnswer). */
  serverFailed: { text: 'The server could not complete the request', key: 'portal.errors.generic' },
  /** Sent only after the right password, so they tell a stranger nothing. */
  notActivated: {
    text: 'Account is not activated: open the link in the e-mail we sent you when you registered',
    key: 'portal.errors.notActivated',
  },
  accountDisabled: { text: 'Account is disabled: please contact the family admin', key: 'portal.errors.accountDisabled' },
  /** The activation link opened again once the account is active. */
  alreadyActive: { text: 'Account is already active: sign in', key: 'portal.errors.alreadyActive' },

  // The family records.
  /** Deleting a member would lose a branch of the tree. */
  memberHasChildren: { text: 'This member has children: delete or move them first', key: 'portal.errors.memberHasChildren' },
  deathBeforeBirth: { text: 'deathDate: the death date comes before the birth date', key: 'portal.errors.deathBeforeBirth' },
  deathInFuture: { text: 'deathDate: the death date is after today', key: 'portal.errors.deathInFuture' },
  divorceBeforeMarriage: { text: 'divorceDate: the divorce comes before the marriage', key: 'portal.errors.divorceBeforeMarriage' },

  // Members' suggestions.
  suggestionBudget: {
    text: 'You have made as many suggestions as a day allows: try again tomorrow',
    key: 'portal.errors.suggestionBudget',
  },
  suggestionsWaiting: {
    text: 'Your earlier suggestions about this person still wait for a moderator',
    key: 'portal.errors.suggestionsWaiting',
  },
  suggestionDecided: { text: 'This suggestion was already accepted or rejected' },

  // The second factor of signing in.
  twoFactorOn: { text: 'Two-step sign-in is already on', key: 'account.twoFactor.alreadyOn' },
  twoFactorOff: { text: 'Two-step sign-in is not on for this account', key: 'account.twoFactor.notOn' },
  twoFactorTurnedOff: { text: 'Two-step sign-in turned off' },
  passkeyRefused: { text: 'The passkey could not be checked: please try again', key: 'portal.passkey.refused' },
  passkeyAdded: { text: 'Passkey added', key: 'account.passkey.added' },
  passkeyRemoved: { text: 'Passkey removed: it no longer signs you in', key: 'account.passkey.removed' },
  passkeyNotFound: { text: 'You have no such passkey', key: 'account.passkey.notFound' },
  otherSessionsEnded: { text: 'Signed out everywhere else', key: 'account.sessions.ended' },

  // Notifications on a phone.
  pushKeysUnreadable: { text: 'This device’s notification keys cannot be read', key: 'account.errors.pushKeys' },

  // Answers the screens do not translate: they show another text of their own, or none.
  userRegistered: { text: 'User registered successfully! Check your e-mail to activate the account.' },
  moderatorRegistered: { text: 'Moderator registered successfully!' },
  userActivated: { text: 'User activated successfully!' },
  activationMailed: { text: 'A new activation link was mailed; the earlier link no longer works' },
  signedOut: { text: 'Signed out' },
  userNotFound: { text: 'Error: User not found!' },
  codeSent: { text: 'Code sent by SMS' },
  codeSentToNewNumber: { text: 'Code sent by SMS to the new number' },
  smsUnlocked: { text: 'SMS unlocked for user' },
  mailKept: { text: 'Your message is saved; mail delivery failed and will be looked at by the admin.' },
  userEnabled: { text: 'User enabled' },
  userDisabled: { text: 'User disabled' },
  rolesUpdated: { text: 'User roles updated' },
  cannotDisableSelf: { text: 'You cannot disable your own account' },
  cannotDeleteSelf: { text: 'You cannot delete your own account' },
  cannotTakeOwnAdmin: { text: 'You cannot take the admin role from yourself' },
  /** Spec section 2: a profile picture or an image stored. */
  uploaded: { text: 'Uploaded Successfully !' },
  /** A backup asked for by a name the backups folder does not hold. */
  backupNotFound: { text: 'No such backup' },
  /** GEDCOM import (server/features/gedcom): kept short, since the home page downloads this catalogue. */
  gedcomUnreadable: { text: 'Not a GEDCOM file (no 0 HEAD)' },
  gedcomNobody: { text: 'No person in the file' },
  gedcomNoSuchPerson: { text: 'No such person in the file' },
  gedcomChooseBranch: { text: 'The tree is not empty: choose the member to join under' },
  gedcomImported: { text: 'GEDCOM imported' },
  gedcomBusy: { text: 'Another GEDCOM import is running: wait for it to end', key: 'gedcom.busy' },
  gedcomInterrupted: { text: 'The server stopped during this import: nothing of it was written', key: 'gedcom.interrupted' },
  gedzipUnreadable: { text: 'Not a GEDZIP archive with gedcom.ged' },
  gedzipTooLarge: { text: 'GEDZIP archive too large once unpacked' },
  gedcomOverMemory: { text: 'This file is too large for the memory of this server', key: 'gedcom.overMemory' },
} as const satisfies Record<string, Entry>;

export type MessageName = keyof typeof CATALOGUE;

/** The texts as the server sends them. */
export const MESSAGES = Object.fromEntries(Object.entries(CATALOGUE).map(([name, { text }]) => [name, text])) as {
  readonly [N in MessageName]: (typeof CATALOGUE)[N]['text'];
};

const KEYS = new Map<string, string>(Object.values(CATALOGUE).flatMap((e: Entry) => (e.key ? [[e.text.trim(), e.key]] : [])));

/**
 * The i18n key of a server text, if it has one. Compared without surrounding spaces: the spec's client
 * met 'Phone number changed successfully! ' with and without its trailing space.
 */
export const messageKey = (text: string): string | undefined => KEYS.get(text.trim());
