// The account forms' rules of spec section 5, one set per form. Each rule keeps its own message: the
// spec's texts ('Username could not contain spaces', 'Password is not appropriate'…) where it gives one.
import { email, lengthBetween, noSpaces, phone, required, sameAs, type Rule } from '../../forms/rules.ts';

const NAME = 'portal.validation.nameNotAppropriate';
const USERNAME = 'portal.validation.usernameNotAppropriate';
const PASSWORD = 'portal.validation.passwordNotAppropriate';

/** 6 to 40 characters: every password of the account forms except the registration's. */
const password: readonly Rule[] = [required, lengthBetween(6, 40, PASSWORD)];

export const REGISTER_RULES = {
  name: [required, lengthBetween(6, 20, NAME)],
  username: [required, noSpaces(), lengthBetween(6, 20, USERNAME)],
  email: [required, email],
  password: [required, lengthBetween(8, 40, PASSWORD)],
  phoneNumber: [required, phone],
};

export const MODERATOR_RULES = {
  username: [required, noSpaces(), lengthBetween(3, 20, USERNAME)],
  email: [required, email],
  password,
};

/**
 * The server checks that the confirmation matches ('Error: New Password not confirmed!'); the form says
 * so as soon as the confirmation is left, rather than after a round trip.
 */
const confirmation: readonly Rule[] = [...password, sameAs('newPassword')];

export const CHANGE_PASSWORD_RULES = { oldPass: password, newPassword: password, newPasswordConfirmation: confirmation };

export const RESET_PASSWORD_RULES = { newPassword: password, newPasswordConfirmation: confirmation };

export const RESET_BY_EMAIL_RULES = { email: [required, email] };

export const MODIFY_PHONE_RULES = { newNumber: [required, phone] };

export const CODE_RULES = { code: [required] };
