// Limits against guessing and flooding. Per address: @fastify/rate-limit on the calls that send mail
// or SMS or check a code (a route opts in with `config: { rateLimit: PER_ADDRESS.x }`). Per account:
// failed sign-ins, counted in the database so the limit holds across restarts and servers.
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';

/** Per-address budgets. Generous enough for a family behind one home router. */
export const PER_ADDRESS = {
  signup: { max: 10, timeWindow: '1 hour' },
  resetMail: { max: 5, timeWindow: '15 minutes' },
  /** Calls that send an SMS. */
  smsSend: { max: 5, timeWindow: '1 hour' },
  /** Calls that check a one-time secret; the secret's own try limit is the real guard. */
  secretCheck: { max: 30, timeWindow: '15 minutes' },
} as const;

/** Failed sign-ins of one username that lock it for the rest of the window. */
export const SIGNIN_FAILURES = 10;
export const SIGNIN_WINDOW_MS = 15 * 60_000;

export interface SigninThrottle {
  /**
   * Seconds until the username may try again, or 0. A success does not erase failures: otherwise the
   * owner signing in would hand a guesser a fresh budget. Failures simply age out of the window.
   */
  retryAfter(username: string): Promise<number>;
  failed(username: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    signinThrottle: SigninThrottle;
  }
}

export default fp(
  async (app) => {
    await app.register(rateLimit, { global: false });
    const db = app.db;
    app.decorate('signinThrottle', {
      async retryAfter(username) {
        const since = Date.now() - SIGNIN_WINDOW_MS;
        const recent = await db
          .selectFrom('signin_failures')
          .select('failed_at')
          .where('username', '=', username)
          .where('failed_at', '>', since)
          .orderBy('failed_at', 'desc')
          .limit(SIGNIN_FAILURES)
          .execute();
        if (recent.length < SIGNIN_FAILURES) return 0;
        // Free again when the oldest of the last SIGNIN_FAILURES failures leaves the window.
        const oldest = Number(recent[recent.length - 1].failed_at);
        return Math.max(1, Math.ceil((oldest + SIGNIN_WINDOW_MS - Date.now()) / 1000));
      },
      async failed(username) {
        const now = Date.now();
        await db.insertInto('signin_failures').values({ username, failed_at: now }).execute();
        await db
          .deleteFrom('signin_failures')
          .where('failed_at', '<=', now - SIGNIN_WINDOW_MS)
          .execute();
      },
    } satisfies SigninThrottle);
  },
  { name: 'abuse-limits', dependencies: ['db'] },
);
