// Password guessing is kept out without handing a stranger the power to lock the owner out
// (OWASP ASVS 2.2.1). Every password try is counted by account and by source address:
//   - one account from one address: 10 failed tries in 15 minutes, then that address waits;
//   - one address over any accounts: 30, against trying one password on many accounts;
//   - one account from everywhere: past 50, an address that already failed on it waits, while an address
//     that never failed (the owner at home) still has its try: a guesser needs a new address per guess.
// The try is reserved (a row) before the password is checked, in one serialised step with the count,
// so a burst of concurrent guesses cannot all pass the check before any is counted. A success takes back
// its own reservation only: it does not erase earlier failures, which would hand a guesser a new budget.
import fp from 'fastify-plugin';
import type { Database, Dialect } from '../../db/database.ts';
import type { Kysely } from 'kysely';
import { HttpError } from '../../http-error.ts';
import { SigninAttemptsRepository } from './signin-attempts-repository.ts';

export const SIGNIN_WINDOW_MS = 15 * 60_000;

export const SIGNIN_LIMITS = {
  perAccountAndAddress: 10,
  perAddress: 30,
  perAccount: 50,
} as const;

export interface SigninTry {
  /** The password was right: this try does not count against anyone. */
  succeeded(): Promise<void>;
}

export interface SigninThrottle {
  /** Reserves a password try, or throws 429 with Retry-After while a budget above is spent. */
  begin(username: string, address: string): Promise<SigninTry>;
}

declare module 'fastify' {
  interface FastifyInstance {
    signinThrottle: SigninThrottle;
  }
}

/** Seconds until fewer than `limit` of the tries (newest first) are inside the window; 0 when already so. */
function waitOf(triedAt: Array<number | string>, limit: number, now: number): number {
  if (triedAt.length < limit) return 0;
  const oldestCounted = Number(triedAt[limit - 1]);
  return Math.max(1, Math.ceil((oldestCounted + SIGNIN_WINDOW_MS - now) / 1000));
}

export function createSigninThrottle(db: Kysely<Database>, dialect: Dialect): SigninThrottle {
  const attempts = new SigninAttemptsRepository(db, dialect);
  return {
    async begin(username, address) {
      const id = await attempts.hold(username, address, async (held) => {
        const now = Date.now();
        const since = now - SIGNIN_WINDOW_MS;
        const pair = await held.recent(since, { username, address }, SIGNIN_LIMITS.perAccountAndAddress);
        const fromAddress = await held.recent(since, { address }, SIGNIN_LIMITS.perAddress);
        const onAccount = pair.length > 0 ? await held.recent(since, { username }, SIGNIN_LIMITS.perAccount) : [];
        const wait = Math.max(
          waitOf(pair, SIGNIN_LIMITS.perAccountAndAddress, now),
          waitOf(fromAddress, SIGNIN_LIMITS.perAddress, now),
          waitOf(onAccount, SIGNIN_LIMITS.perAccount, now),
        );
        if (wait > 0)
          throw new HttpError(429, `Too many failed sign-ins: try again in ${Math.ceil(wait / 60)} minutes`, { 'Retry-After': wait });
        await held.forget(since);
        return held.reserve(username, address, now);
      });
      return { succeeded: () => attempts.remove(id) };
    },
  };
}

export default fp(
  async (app) => {
    app.decorate('signinThrottle', createSigninThrottle(app.db, app.dialect));
  },
  { name: 'signin-throttle', dependencies: ['db'] },
);
