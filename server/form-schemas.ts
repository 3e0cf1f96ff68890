// The forms of spec section 5 (schema/forms/), registered once with addSchema: request bodies refer
// to them by $ref (`contract('login#')`, server/contracts.ts), so Ajv checks their rules, /api/docs shows
// them and the handler's body has the form's generated type.
import account from '../schema/forms/account.json';
import changePassword from '../schema/forms/change-password.json';
import contactUs from '../schema/forms/contact-us.json';
import login from '../schema/forms/login.json';
import moderator from '../schema/forms/moderator.json';
import modifyPhone from '../schema/forms/modify-phone.json';
import register from '../schema/forms/register.json';
import resetByEmail from '../schema/forms/reset-by-email.json';
import resetPassword from '../schema/forms/reset-password.json';
import smsCode from '../schema/forms/sms-code.json';
import twoFactorCode from '../schema/forms/two-factor-code.json';
import twoFactorOff from '../schema/forms/two-factor-off.json';
import { registerForm } from '../common/model/registerForm.ts';
import type { Config } from './config.ts';

export const FORM_SCHEMAS = [
  account,
  changePassword,
  contactUs,
  login,
  moderator,
  modifyPhone,
  register,
  resetByEmail,
  resetPassword,
  smsCode,
  twoFactorCode,
  twoFactorOff,
];

/** The forms as this portal checks them: the registration's full name up to NAME_MAX letters. */
export const formSchemasOf = (config: Pick<Config, 'nameMax'>) => [
  ...FORM_SCHEMAS.filter((form) => form !== register),
  registerForm(config.nameMax),
];
