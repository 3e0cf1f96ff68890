// Every rule of the account forms (spec section 5) with the message it shows: each form's rule set as
// the pages build it from its schema, checked field by field the way useValidatedForm applies it
// (first failing rule).
import { describe, expect, test } from 'vitest';
import changePassword from '../../schema/forms/change-password.json';
import moderator from '../../schema/forms/moderator.json';
import modifyPhone from '../../schema/forms/modify-phone.json';
import register from '../../schema/forms/register.json';
import resetByEmail from '../../schema/forms/reset-by-email.json';
import resetPassword from '../../schema/forms/reset-password.json';
import smsCode from '../../schema/forms/sms-code.json';
import { firstError, required, type Rule } from '../../src/ui/forms/rules.ts';
import { formRules } from '../../src/ui/forms/schemaRules.ts';

const REGISTER_RULES = formRules(register).rules;
const MODERATOR_RULES = formRules(moderator).rules;
const CHANGE_PASSWORD_RULES = formRules(changePassword).rules;
const RESET_PASSWORD_RULES = formRules(resetPassword).rules;
const RESET_BY_EMAIL_RULES = formRules(resetByEmail).rules;
const MODIFY_PHONE_RULES = formRules(modifyPhone).rules;
const CODE_RULES = formRules(smsCode).rules;

type RuleSet = Record<string, readonly Rule[]>;

/** The message key a field shows for `value` (null: it passes), with the other fields as given. */
const messageOf = (rules: RuleSet, field: string, value: string, others: Record<string, string> = {}) =>
  firstError(rules[field], value, { ...others, [field]: value })?.key ?? null;

const V = 'portal.validation';

describe('registration', () => {
  test('every field is mandatory', () => {
    for (const field of Object.keys(REGISTER_RULES)) {
      expect(REGISTER_RULES[field as keyof typeof REGISTER_RULES]).toContain(required);
      expect(messageOf(REGISTER_RULES, field, '')).toBe(`${V}.required`);
    }
  });

  test.each([
    ['name', 'Salma', `${V}.nameNotAppropriate`],
    ['name', 'Salma Haddad', null],
    ['name', 'S'.repeat(20), null],
    ['name', 'S'.repeat(21), `${V}.nameNotAppropriate`],
    ['name', 'عبد الرحمن محمود آل ناصر', null],
    ['name', 'Sal ma', `${V}.nameNotAppropriate`],
    ['username', 'salma h', `${V}.usernameSpaces`],
    ['username', 'salma', `${V}.usernameNotAppropriate`],
    ['username', 'salmah', null],
    ['username', 's'.repeat(20), null],
    ['username', 's'.repeat(21), `${V}.usernameNotAppropriate`],
    ['email', 'salma@example', `${V}.email`],
    ['email', 'salma@example.org', null],
    ['password', '1234567', `${V}.passwordNotAppropriate`],
    ['password', '12345678', null],
    ['password', 'p'.repeat(40), null],
    ['password', 'p'.repeat(41), `${V}.passwordNotAppropriate`],
    ['phoneNumber', 'phone', `${V}.phoneDigit`],
    ['phoneNumber', '050123456', `${V}.phoneLength`],
    ['phoneNumber', '050-1234567', `${V}.phoneLength`],
    ['phoneNumber', '0591234567', `${V}.phonePrefix`],
    ['phoneNumber', '0581234567', null],
  ])('%s %j → %s', (field, value, message) => {
    expect(messageOf(REGISTER_RULES, field, value)).toBe(message);
  });

  test('each mobile prefix of the spec is accepted, others are not', () => {
    for (const prefix of ['050', '052', '054', '055', '057', '058'])
      expect(messageOf(REGISTER_RULES, 'phoneNumber', `${prefix}1234567`)).toBeNull();
    for (const prefix of ['051', '053', '056', '059', '020'])
      expect(messageOf(REGISTER_RULES, 'phoneNumber', `${prefix}1234567`)).toBe(`${V}.phonePrefix`);
  });
});

describe('moderator creation', () => {
  test.each([
    ['username', '', `${V}.required`],
    ['username', 'ab', `${V}.usernameNotAppropriate`],
    ['username', 'abc', null],
    ['username', 'a'.repeat(21), `${V}.usernameNotAppropriate`],
    ['username', 'a b c', `${V}.usernameSpaces`],
    ['email', '', `${V}.required`],
    ['email', 'mod@', `${V}.email`],
    ['email', 'mod@example.org', null],
    ['password', '', `${V}.required`],
    ['password', '12345', `${V}.passwordNotAppropriate`],
    ['password', '123456', null],
    ['password', 'p'.repeat(41), `${V}.passwordNotAppropriate`],
  ])('%s %j → %s', (field, value, message) => {
    expect(messageOf(MODERATOR_RULES, field, value)).toBe(message);
  });
});

describe.each([
  ['change password', CHANGE_PASSWORD_RULES as RuleSet],
  ['reset by token', RESET_PASSWORD_RULES as RuleSet],
])('%s', (_, rules) => {
  test('every password is mandatory and 6 to 40 characters', () => {
    for (const field of Object.keys(rules)) {
      const others = { newPassword: 'x'.repeat(6) };
      expect(messageOf(rules, field, '', others)).toBe(`${V}.required`);
      expect(messageOf(rules, field, '12345', { newPassword: '12345' })).toBe(`${V}.passwordNotAppropriate`);
      expect(messageOf(rules, field, '123456', { newPassword: '123456' })).toBeNull();
      expect(messageOf(rules, field, 'p'.repeat(40), { newPassword: 'p'.repeat(40) })).toBeNull();
      expect(messageOf(rules, field, 'p'.repeat(41), { newPassword: 'p'.repeat(41) })).toBe(`${V}.passwordNotAppropriate`);
    }
  });

  test('the confirmation must match the new password', () => {
    expect(messageOf(rules, 'newPasswordConfirmation', 'secret-2', { newPassword: 'secret-1' })).toBe(`${V}.notConfirmed`);
    expect(messageOf(rules, 'newPasswordConfirmation', 'secret-1', { newPassword: 'secret-1' })).toBeNull();
  });
});

test('change password asks for the old password too', () => {
  expect(Object.keys(CHANGE_PASSWORD_RULES)).toEqual(['oldPass', 'newPassword', 'newPasswordConfirmation']);
  expect(Object.keys(RESET_PASSWORD_RULES)).toEqual(['newPassword', 'newPasswordConfirmation']);
});

test.each([
  ['', `${V}.required`],
  ['salma@', `${V}.email`],
  ['salma@example.org', null],
])('reset by e-mail %j → %s', (value, message) => {
  expect(messageOf(RESET_BY_EMAIL_RULES, 'email', value)).toBe(message);
});

test.each([
  ['', `${V}.required`],
  ['number', `${V}.phoneDigit`],
  ['05212345678', `${V}.phoneLength`],
  ['0561234567', `${V}.phonePrefix`],
  ['0521234567', null],
])('modify phone %j → %s', (value, message) => {
  expect(messageOf(MODIFY_PHONE_RULES, 'newNumber', value)).toBe(message);
});

test.each([
  ['', `${V}.required`],
  ['  ', `${V}.required`],
  ['123456', null],
])('SMS code %j → %s', (value, message) => {
  expect(messageOf(CODE_RULES, 'code', value)).toBe(message);
});
