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
import { phoneExamples } from '../common/model/phoneRegions.ts';
import { accountRules, type PhoneRegions } from '../common/model/phoneRule.ts';
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

/** The regions' examples a form shows, or null when the portal keeps the spec's local rule. */
export const phoneRegionsOf = ({ phoneRegions: regions }: Pick<Config, 'phoneRegions'>): PhoneRegions | null =>
  regions && { regions, examples: phoneExamples(regions) };

/**
 * The forms as this portal checks them: the registration's full name up to NAME_MAX letters, and phone
 * numbers of PHONE_REGIONS where it is set.
 */
export const formSchemasOf = (config: Pick<Config, 'nameMax' | 'phoneRegions'>) => [
  ...FORM_SCHEMAS.filter((form) => form !== register && form !== account),
  registerForm(config.nameMax),
  accountRules(phoneRegionsOf(config)),
];
