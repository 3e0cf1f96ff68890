// How the accounts keep, compare and text phone numbers. With the spec's local rule (no PHONE_REGIONS) a
// number is kept as typed and compared by its digits, 972 read as the national 0. With regions it is
// kept in E.164, compared in E.164 (numbers kept before the regions were set and members' numbers typed
// by hand are read as the first region's), and the SMS gateway receives it in E.164.
import { comparablePhone, regionMobile, type PhoneRegion } from '../../../common/model/phoneRegions.ts';
import { asciiDigits } from '../../../common/model/asciiDigits.ts';

export interface PhoneNumbers {
  /** What is kept of a number that passed the form's phone rule. */
  kept(typed: string): string;
  /** The form two numbers are compared in: the identity check, a number's SMS budget. */
  comparable(phone: string): string;
  /** The number the SMS gateway receives. */
  texted(phone: string): string;
}

/** Digits only, with the country code 972 written as the national 0. */
export function nationalDigits(phone: string): string {
  // Arabic-Indic digits first: as non-ASCII they would otherwise be dropped with the spaces and dashes.
  const digits = asciiDigits(phone).replace(/\D/g, '');
  return digits.startsWith('972') && digits.length === 12 ? `0${digits.slice(3)}` : digits;
}

export function phoneNumbers(regions: readonly PhoneRegion[] | null): PhoneNumbers {
  if (!regions) return { kept: (typed) => typed, comparable: nationalDigits, texted: (phone) => phone };
  const inE164 = (phone: string) => comparablePhone(phone, regions);
  return { kept: (typed) => regionMobile(typed, regions) ?? typed, comparable: inE164, texted: inE164 };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by the accounts' routes for their calls. */
    phones: PhoneNumbers;
  }
}
