// The second factor of signing in: a TOTP authenticator app (RFC 6238, otplib) and ten one-time recovery
// codes. A code is accepted once (the time step it belongs to is kept), from the step before to the step
// after the server's, for a phone whose clock is a little off; a recovery code is used up by its use.
// The secret is kept as it is, not sealed with the server secret: a restored portal makes a new server
// secret (server/features/backups), and every relative's second factor would be lost with the old one.
// Recovery codes carry 80 random bits, so their SHA-256 is as good as a slow hash and can be looked up.
import { createHash, randomInt } from 'node:crypto';
import fp from 'fastify-plugin';
import { generateSecret, generateURI, verify } from 'otplib';
import { asciiDigits } from '../../../common/model/asciiDigits.ts';
import type { Config } from '../../config.ts';
import { TwoFactorRepository } from './two-factor-repository.ts';

export const RECOVERY_CODES = 10;
/** Seconds either side of now whose codes are taken: one time step of 30 s. */
const TOLERANCE_SECONDS = 30;
/** Crockford's base32: no I, L, O or U to misread; 16 characters are 80 bits. */
const RECOVERY_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const RECOVERY_LENGTH = 16;

/** A code as typed: spaces and dashes dropped, Arabic-Indic digits read as digits, letters in capitals. */
const normalised = (code: string): string => asciiDigits(code).replace(/[\s-]/g, '').toUpperCase();

const hashOf = (code: string): string => createHash('sha256').update(normalised(code)).digest('hex');

/** A recovery code, written in groups of four to be copied by hand. */
function recoveryCode(): string {
  const chars = Array.from({ length: RECOVERY_LENGTH }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return chars.join('').replace(/(.{4})(?!$)/g, '$1-');
}

/** The time step at which `code` is a code of `secret`, after `afterStep`; null when it is none. */
async function stepOf(secret: string, code: string, afterStep: number | null): Promise<number | null> {
  try {
    const result = await verify({ secret, token: code, epochTolerance: TOLERANCE_SECONDS, afterTimeStep: afterStep ?? undefined });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    // otplib refuses a last step ahead of the clock (the server's clock was set back): no code passes then.
    return null;
  }
}

export interface SecondFactor {
  /** Whether the account signs in with a second factor. */
  isOn(userId: number): Promise<boolean>;
  /** A new secret waiting for its first code, and its otpauth:// address; undefined when the factor is on already. */
  setUp(userId: number, username: string): Promise<{ secret: string; uri: string } | undefined>;
  /** Turns the factor on with the first code of the secret set up: the recovery codes, or undefined for a wrong code. */
  confirm(userId: number, code: string): Promise<string[] | undefined>;
  /** Whether `code` is a current code of the account's app, or one of its unused recovery codes (used up by this). */
  check(userId: number, code: string): Promise<boolean>;
  /** Turns the factor off; false when it was off. */
  turnOff(userId: number): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    secondFactor: SecondFactor;
  }
}

export function createSecondFactor(store: TwoFactorRepository, issuer: string): SecondFactor {
  return {
    async isOn(userId) {
      return (await store.state(userId))?.on === true;
    },
    async setUp(userId, username) {
      const secret = generateSecret();
      if (!(await store.setPending(userId, secret))) return undefined;
      return { secret, uri: generateURI({ issuer, label: username, secret }) };
    },
    async confirm(userId, code) {
      const state = await store.state(userId);
      if (!state || state.on || !state.secret) return undefined;
      const step = await stepOf(state.secret, normalised(code), null);
      if (step === null) return undefined;
      const codes = Array.from({ length: RECOVERY_CODES }, recoveryCode);
      return (await store.turnOn(userId, state.secret, step, codes.map(hashOf))) ? codes : undefined;
    },
    async check(userId, code) {
      const state = await store.state(userId);
      if (!state?.on || !state.secret) return false;
      const typed = normalised(code);
      if (!/^\d{6}$/.test(typed)) return store.useRecoveryCode(userId, hashOf(typed));
      const step = await stepOf(state.secret, typed, state.lastStep);
      return step !== null && (await store.takeStep(userId, step));
    },
    turnOff: (userId) => store.turnOff(userId),
  };
}

export default fp(
  async (app, { config }: { config: Config }) => {
    // The portal's own address names it in the authenticator app, beside the username.
    const issuer = new URL(config.publicUrl).host;
    app.decorate('secondFactor', createSecondFactor(new TwoFactorRepository(app.db, app.dialect, app.repositories.users.history), issuer));
  },
  { name: 'second-factor', dependencies: ['db', 'repositories'] },
);
