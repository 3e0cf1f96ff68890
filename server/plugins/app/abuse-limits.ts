// Limits against flooding, per address: @fastify/rate-limit on the calls that send mail or SMS or check
// a code (a route opts in with `config: { rateLimit: PER_ADDRESS.x }`). Password guessing has its own
// guard, counted in the database: signin-throttle.ts.
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
  /** Contact-form mails to the admin; counted once the form is valid, so a mistyped field costs nothing. */
  contact: { max: 10, timeWindow: '1 hour', hook: 'preHandler' },
} as const;

export default fp(
  async (app) => {
    await app.register(rateLimit, { global: false });
  },
  { name: 'abuse-limits' },
);
