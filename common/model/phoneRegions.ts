// Mobile numbers of relatives abroad (PHONE_REGIONS): a portal that lists regions (IL, JO, DE...) takes a
// mobile number of any of them, written with its country code (+962 79 ...) or, for the first region, as
// its people write it at home (050...), and keeps it in E.164 (+962791234567), the one form the SMS
// gateway and the identity check compare. Without regions the spec's local rule stays (account.json).
// libphonenumber-js's "mobile" metadata counts only numbers a phone can receive an SMS on as valid.
import { getExampleNumber, isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/mobile';
import examples from 'libphonenumber-js/mobile/examples';
import { asciiDigits } from './asciiDigits.ts';

export type PhoneRegion = CountryCode;

/** PHONE_REGIONS read: region codes, upper case; refuses a code libphonenumber does not know. */
export function parsePhoneRegions(value: string): PhoneRegion[] {
  const codes = value
    .split(',')
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);
  const unknown = codes.filter((code) => !isSupportedCountry(code));
  if (unknown.length) throw new Error(`PHONE_REGIONS has unknown regions: ${unknown.join(', ')}`);
  return codes as PhoneRegion[];
}

const parse = (value: string, home: PhoneRegion) => parsePhoneNumberFromString(asciiDigits(value), { defaultCountry: home });

/** The number in E.164 when it is a mobile number of one of `regions`, else null. */
export function regionMobile(value: string, regions: readonly PhoneRegion[]): string | null {
  const phone = parse(value, regions[0]);
  return phone?.isValid() && phone.country !== undefined && regions.includes(phone.country) ? phone.number : null;
}

/**
 * Any number in E.164 as far as it can be read (a national one as the first region's), else its digits: how
 * numbers kept before the regions were set, and members' numbers typed by hand, are compared.
 */
export function comparablePhone(value: string, regions: readonly PhoneRegion[]): string {
  return parse(value, regions[0])?.number ?? asciiDigits(value).replace(/\D/g, '');
}

/** One example mobile number per region, written internationally: what a form shows as the format. */
export const phoneExamples = (regions: readonly PhoneRegion[]): string[] =>
  regions.flatMap((region) => getExampleNumber(region, examples)?.formatInternational() ?? []);
