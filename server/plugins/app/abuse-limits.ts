// Limits against flooding, per address: @fastify/rate-limit on the calls that send mail or SMS or check
// a code (a route opts in with `config: { rateLimit: PER_ADDRESS.x }`). Password guessing has its own
// guard, counted in the database: signin-throttle.ts. SMS codes are limited first per account (the
// send count of sms-verification.ts) and per phone number (PER_NUMBER below); the per-address budget
// only stops abuse, so that a household or a wedding hall behind one router is not blocked.
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';

/** Per-address budgets. Generous enough for a family behind one home router. */
export const PER_ADDRESS = {
  signup: { max: 10, timeWindow: '1 hour' },
  resetMail: { max: 5, timeWindow: '15 minutes' },
  /** Calls that send an SMS: a family gathering of thirty relatives asking at once still passes. */
  smsSend: { max: 30, timeWindow: '1 hour' },
  /** Calls that check a one-time secret; the secret's own try limit is the real guard. */
  secretCheck: { max: 30, timeWindow: '15 minutes' },
  /** Contact-form mails to the admin; counted once the form is valid, so a mistyped field costs nothing. */
  contact: { max: 10, timeWindow: '1 hour', hook: 'preHandler' },
} as const;

/** Codes one phone number may receive in an hour, whichever accounts ask for them. */
export const PER_NUMBER = { max: 5, windowMs: 3_600_000 } as const;

/**
 * A sliding-window count per key, kept in this process (the portal runs as one): `take` counts one use
 * and answers null, or the seconds to wait when the key's budget is spent (nothing is counted then).
 */
export function windowBudget({ max, windowMs }: { max: number; windowMs: number }, now: () => number = Date.now) {
  const uses = new Map<string, number[]>();
  return {
    take(key: string): number | null {
      const t = now();
      const recent = (uses.get(key) ?? []).filter((at) => at > t - windowMs);
      if (recent.length >= max) {
        uses.set(key, recent);
        return Math.ceil((recent[0] + windowMs - t) / 1000);
      }
      uses.set(key, [...recent, t]);
      return null;
    },
  };
}

export type WindowBudget = ReturnType<typeof windowBudget>;

declare module 'fastify' {
  interface FastifyInstance {
    /** SMS codes per phone number (PER_NUMBER), keyed by the number's digits. */
    codesPerNumber: WindowBudget;
  }
}

export default fp(
  async (app) => {
    await app.register(rateLimit, { global: false });
    app.decorate('codesPerNumber', windowBudget(PER_NUMBER));
  },
  { name: 'abuse-limits' },
);
