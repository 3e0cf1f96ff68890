// Limits against flooding, per address: @fastify/rate-limit on the calls that send mail or SMS or check
// a code (a route opts in with `config: { rateLimit: PER_ADDRESS.x }`). Password guessing has its own
// guard, counted in the database: signin-throttle.ts. SMS codes are limited first per account (the
// send count of sms-verification.ts) and per phone number (PER_NUMBER below); the per-address budget
// only stops abuse, so that a household or a wedding hall behind one router is not blocked.
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { countUse } from './rate-count-repository.ts';
import { databaseStore } from './rate-counts.ts';

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

/** A budget per key: `take` counts one use and answers null, or the seconds to wait when the key's budget is spent. */
export interface WindowBudget {
  take(key: string): Promise<number | null>;
}

/** A fixed-window budget counted in the database, so that every instance of the portal shares it. */
export function windowBudget(db: Kysely<Database>, name: string, { max, windowMs }: { max: number; windowMs: number }): WindowBudget {
  return {
    async take(key) {
      const { count, resetAt } = await countUse(db, `${name} ${key}`, windowMs);
      return count > max ? Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)) : null;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** SMS codes per phone number (PER_NUMBER), keyed by the number's digits. */
    codesPerNumber: WindowBudget;
  }
}

export default fp(
  async (app) => {
    // Counted in the database, not in this process: instances behind one proxy share every limit.
    await app.register(rateLimit, { global: false, store: databaseStore(app.db) });
    app.decorate('codesPerNumber', windowBudget(app.db, 'codes-per-number', PER_NUMBER));
  },
  { name: 'abuse-limits', dependencies: ['db'] },
);
