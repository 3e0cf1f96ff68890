// A form's phone rule where PHONE_REGIONS is set, as the register and phone-change pages build it: the
// same numbers pass as on the server (test/api/phone-regions.test.ts).
import { expect, test } from 'vitest';
import modifyPhone from '../../schema/forms/modify-phone.json';
import { phoneExamples, regionMobile, type PhoneRegion } from '../../common/model/phoneRegions.ts';
import { withPhoneRule } from '../../common/model/phoneRule.ts';
import { firstError } from '../../src/ui/forms/rules.ts';
import { formRules } from '../../src/ui/forms/schemaRules.ts';

const REGIONS: PhoneRegion[] = ['IL', 'JO', 'DE'];
const phone = { regions: REGIONS, examples: phoneExamples(REGIONS) };
const checks = { 'x-phone-regions': (value: string, regions: readonly string[]) => regionMobile(value, regions as PhoneRegion[]) !== null };
const { rules } = formRules(withPhoneRule(modifyPhone, 'newNumber', phone), checks);
const errorOf = (value: string) => firstError(rules.newNumber, value, { newNumber: value });

test.each(['+962 79 123 4567', '+49 1512 3456789', '0502345678', '٠٥٠٢٣٤٥٦٧٨'])('%s passes', (value) => {
  expect(errorOf(value)).toBeNull();
});

test.each(['+962 6 512 3456', '+1 201 555 0123', '0601234567', 'not a number'])('%s is refused with the regions’ message', (value) => {
  expect(errorOf(value)?.key).toBe('portal.validation.phoneRegions');
});

test('without regions the form keeps the spec’s rule', () => {
  const spec = formRules(withPhoneRule(modifyPhone, 'newNumber', null)).rules.newNumber;
  expect(firstError(spec, '+962791234567', {})?.key).toBe('portal.validation.phoneLength');
});
