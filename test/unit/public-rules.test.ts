// How the browser reads a form schema's rules (spec section 5): the keywords the forms use, counted and
// ordered as the server's Ajv counts and orders them, and the message each rule shows.
import { describe, expect, test } from 'vitest';
import modifyPhone from '../../schema/forms/modify-phone.json';
import { asciiDigits } from '../../common/model/asciiDigits.ts';
import type { FormSchema } from '../../common/model/forms.ts';
import { firstError } from '../../src/ui/forms/rules.ts';
import { formRules } from '../../src/ui/forms/schemaRules.ts';

/** The error a one-field form with `field` as its schema gives `value`. */
function check(field: FormSchema['properties'][string], value: string, values: Record<string, string> = {}, required = false) {
  const { rules } = formRules({ $id: 'test', required: required ? ['f'] : [], properties: { f: field } });
  return firstError(rules.f, value, { ...values, f: value });
}

describe('schema rules', () => {
  test('required refuses empty and blank values, and only required does', () => {
    expect(check({}, '', {}, true)).toEqual({ key: 'portal.validation.required' });
    expect(check({}, '   ', {}, true)).not.toBeNull();
    expect(check({ minLength: 3 }, '')).toBeNull();
  });

  test('lengths count characters, not UTF-16 units, each keyword with its own message', () => {
    expect(check({ minLength: 5, maxLength: 200 }, 'سلمى')).toEqual({
      key: 'portal.validation.minLength',
      options: { min: 5, max: 200, smart_count: 5 },
    });
    expect(check({ minLength: 5 }, 'سلمى ع')).toBeNull();
    expect(check({ maxLength: 2 }, '👍👍')).toBeNull();
    expect(check({ maxLength: 500 }, 'x'.repeat(501))).toEqual({
      key: 'portal.validation.maxLength',
      options: { max: 500, smart_count: 500 },
    });
  });

  test('a rule says its form message, else the translation of its server text', () => {
    const lengthBetween = { minLength: 3, maxLength: 20, 'x-form-message': { key: 'portal.validation.lengthBetween' } };
    expect(check(lengthBetween, 'ab')).toEqual({ key: 'portal.validation.lengthBetween', options: { min: 3, max: 20, smart_count: 20 } });
    expect(check({ minLength: 6, 'x-message': 'Username is not appropriate' }, 'abc')).toEqual({
      key: 'portal.validation.usernameNotAppropriate',
      options: { min: 6, smart_count: 6 },
    });
    expect(check({ pattern: '^\\S*$', 'x-message': 'Username could not contain spaces' }, 'a b')).toEqual({
      key: 'portal.validation.usernameSpaces',
    });
  });

  test('allOf rules come first and in order; then the schema’s own keywords', () => {
    const field = {
      maxLength: 4,
      allOf: [
        { pattern: '^a', 'x-form-message': { key: 'first' } },
        { pattern: 'z$', 'x-form-message': { key: 'second' } },
      ],
    };
    expect(check(field, 'bbbbbb')?.key).toBe('first');
    expect(check(field, 'abbbbb')?.key).toBe('second');
    expect(check(field, 'abbbbz')?.key).toBe('portal.validation.maxLength');
  });

  test('e-mail: the portal’s one rule', () => {
    expect(check({ format: 'email' }, 'salma@example.org')).toBeNull();
    expect(check({ format: 'email' }, 'salma@example')).toEqual({ key: 'portal.validation.email' });
    expect(check({ format: 'email' }, 'salma example.org')).not.toBeNull();
    expect(check({ format: 'email' }, 'salma@example..org')).not.toBeNull();
  });

  test('x-trim: surrounding spaces do not count', () => {
    expect(check({ minLength: 6, 'x-trim': true }, ' Salma ')).not.toBeNull();
    expect(check({ format: 'email', 'x-trim': true }, ' salma@example.org ')).toBeNull();
    expect(formRules({ $id: 'test', properties: { a: { 'x-trim': true }, b: {} } }).trimmed).toEqual(['a']);
  });

  test('x-same-as compares with another field', () => {
    expect(check({ 'x-same-as': 'newPassword' }, 'abc', { newPassword: 'abd' })).toEqual({ key: 'portal.validation.notConfirmed' });
    expect(check({ 'x-same-as': 'newPassword' }, 'abc', { newPassword: 'abc' })).toBeNull();
  });

  test('limits: what the hint of a field states', () => {
    const { limits } = formRules({ $id: 'test', properties: { a: { allOf: [{ pattern: 'x' }, { minLength: 3, maxLength: 9 }] }, b: {} } });
    expect(limits).toEqual({ a: { min: 3, max: 9, smart_count: 9 }, b: {} });
  });
});

test('Arabic-Indic and Persian digits typed into a number field become 0 to 9, and the phone rule accepts them', () => {
  expect(asciiDigits('٠٥٠١٢٣٤٥٦٧')).toBe('0501234567');
  expect(asciiDigits('۰۵۸۹۸۷۶۵۴۳')).toBe('0589876543');
  expect(asciiDigits('05٢-١٢')).toBe('052-12');
  const phone = formRules(modifyPhone).rules.newNumber;
  expect(firstError(phone, asciiDigits('٠٥٤٧٦٥٤٣٢١'), {})).toBeNull();
});
