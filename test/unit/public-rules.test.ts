// Validation rules of spec section 5, as the public forms (and the account forms after them) use them.
import { describe, expect, test } from 'vitest';
import { asciiDigits } from '../../src/model/asciiDigits.ts';
import {
  email,
  firstError,
  lengthBetween,
  maxLength,
  minLength,
  noSpaces,
  phone,
  required,
  sameAs,
} from '../../src/public-site/forms/rules.ts';

const check = (rule: (v: string, all: Record<string, string>) => unknown, value: string, values: Record<string, string> = {}) =>
  rule(value, values);

describe('rules', () => {
  test('required refuses empty and blank values', () => {
    expect(check(required, '')).toEqual({ key: 'portal.validation.required' });
    expect(check(required, '   ')).not.toBeNull();
    expect(check(required, 'x')).toBeNull();
  });

  test('lengths count characters, not UTF-16 units, and leave an empty value to required', () => {
    expect(check(lengthBetween(3, 20), 'ab')).toEqual({ key: 'portal.validation.lengthBetween', options: { min: 3, max: 20 } });
    expect(check(lengthBetween(3, 20), 'abc')).toBeNull();
    expect(check(lengthBetween(3, 20), 'a'.repeat(21))).not.toBeNull();
    expect(check(lengthBetween(3, 20), '')).toBeNull();
    expect(check(minLength(5), 'سلمى')).not.toBeNull();
    expect(check(minLength(5), 'سلمى ع')).toBeNull();
    expect(check(maxLength(2), '👍👍')).toBeNull();
    expect(check(maxLength(500), 'x'.repeat(501))).toEqual({ key: 'portal.validation.maxLength', options: { max: 500 } });
  });

  test('a rule can carry the spec message of its form', () => {
    expect(check(lengthBetween(6, 20, 'portal.validation.usernameNotAppropriate'), 'abc')).toEqual({
      key: 'portal.validation.usernameNotAppropriate',
      options: { min: 6, max: 20 },
    });
    expect(check(noSpaces(), 'a b')).toEqual({ key: 'portal.validation.usernameSpaces' });
    expect(check(noSpaces(), 'ab')).toBeNull();
  });

  test('e-mail', () => {
    expect(check(email, 'salma@example.org')).toBeNull();
    expect(check(email, 'salma@example')).not.toBeNull();
    expect(check(email, 'salma example.org')).not.toBeNull();
  });

  test('phone: a digit, ten digits, a mobile prefix, each with its own message', () => {
    expect(check(phone, 'abc')).toEqual({ key: 'portal.validation.phoneDigit' });
    expect(check(phone, '050123')).toEqual({ key: 'portal.validation.phoneLength' });
    expect(check(phone, '0531234567')).toMatchObject({ key: 'portal.validation.phonePrefix' });
    for (const prefix of ['050', '052', '054', '055', '057', '058']) expect(check(phone, `${prefix}1234567`)).toBeNull();
  });

  test('sameAs compares with another field; firstError reports the first failing rule only', () => {
    expect(check(sameAs('newPassword'), 'abc', { newPassword: 'abd' })).toEqual({ key: 'portal.validation.notConfirmed' });
    expect(check(sameAs('newPassword'), 'abc', { newPassword: 'abc' })).toBeNull();
    expect(firstError([required, lengthBetween(3, 20)], '', {})).toEqual({ key: 'portal.validation.required' });
    expect(firstError([required, lengthBetween(3, 20)], 'ab', {})?.key).toBe('portal.validation.lengthBetween');
  });
});

test('Arabic-Indic and Persian digits typed into a number field become 0 to 9, and the phone rule accepts them', () => {
  expect(asciiDigits('٠٥٠١٢٣٤٥٦٧')).toBe('0501234567');
  expect(asciiDigits('۰۵۸۹۸۷۶۵۴۳')).toBe('0589876543');
  expect(asciiDigits('05٢-١٢')).toBe('052-12');
  expect(phone(asciiDigits('٠٥٤٧٦٥٤٣٢١'), {})).toBeNull();
});
