// The account rules of spec section 5, enforced on the server with the messages the client maps.
import { badRequest } from '../../http-error.ts';

export interface Rule {
  ok(value: string): boolean;
  message: string;
}

const chars = (value: string): number => [...value].length;
const lengthIn =
  (min: number, max: number) =>
  (value: string): boolean =>
    chars(value) >= min && chars(value) <= max;
const between = (min: number, max: number, message: string): Rule => ({ ok: lengthIn(min, max), message });

/** Usernames travel in paths (/activate/{username}/{token}), so characters with a meaning there are refused. */
const PATH_SAFE: Rule = { ok: (v) => !/[/\\?#%]/.test(v), message: 'Username is not appropriate' };
const NO_SPACES: Rule = { ok: (v) => !/\s/.test(v), message: 'Username could not contain spaces' };
const EMAIL: Rule = { ok: (v) => chars(v) <= 254 && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(v), message: 'Email is not validated' };

const PASSWORD_MESSAGE = 'Password is not appropriate';

export const RULES = {
  name: [{ ok: (v: string) => lengthIn(6, 20)(v.trim()), message: 'Name is not appropriate' }],
  username: [NO_SPACES, between(6, 20, 'Username is not appropriate'), PATH_SAFE],
  moderatorUsername: [NO_SPACES, between(3, 20, 'Username is not appropriate'), PATH_SAFE],
  email: [EMAIL],
  signupPassword: [between(8, 40, PASSWORD_MESSAGE)],
  password: [between(6, 40, PASSWORD_MESSAGE)],
  /** Ten digits of an Israeli mobile number: 050, 052, 054, 055, 057 or 058. */
  phone: [{ ok: (v: string) => /^05[024578][0-9]{7}$/.test(v), message: 'Field not appropriate' }],
} satisfies Record<string, Rule[]>;

/** Throws a 400 with the message of the first rule a value breaks, checking the fields in the order given. */
export function enforce(checks: Array<[value: string, rules: Rule[]]>): void {
  for (const [value, rules] of checks) {
    const broken = rules.find((rule) => !rule.ok(value));
    if (broken) throw badRequest(broken.message);
  }
}

/** A body of text fields: the types are checked by the schema, the rules above by enforce(). */
export const textBody = (fields: string[]) => ({
  type: 'object',
  required: fields,
  additionalProperties: false,
  properties: Object.fromEntries(fields.map((f) => [f, { type: 'string', maxLength: 300 }])),
});
