// One-time secrets of the account flows: e-mail links (activation, password reset) and SMS codes
// (permission request, phone change). Only a keyed hash is stored, so a copy of the database alone
// neither opens a link nor reveals a code; each is single use and expires. A code allows a few wrong
// tries and is then void; a link is too long to guess, so wrong tries do not count against it (else
// anyone could void a user's link). A link's secret is derived from a random nonce kept in `payload`
// with the server's key, so the live link can be shown again (to an admin handing it out) without
// making a new one, while the database alone still cannot rebuild it.
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import type { TokenPurpose } from './tables.ts';
import { TokensRepository } from './tokens-repository.ts';

interface PurposeRule {
  kind: 'link' | 'code';
  ttlMs: number;
}

const HOUR = 3_600_000;

export const TOKEN_RULES: Record<TokenPurpose, PurposeRule> = {
  activation: { kind: 'link', ttlMs: 48 * HOUR },
  reset: { kind: 'link', ttlMs: HOUR },
  'permission-code': { kind: 'code', ttlMs: HOUR / 6 },
  'phone-code': { kind: 'code', ttlMs: HOUR / 6 },
};

/** Wrong tries a code survives: the next try fails even with the right code. */
const CODE_TRIES = 5;

export interface AccountTokens {
  /** A new secret for the purpose, replacing any earlier one; `payload` travels with it (a new phone number). */
  issue(userId: number, purpose: TokenPurpose, payload?: string): Promise<string>;
  /**
   * Uses the secret up when it is right, live and not out of tries, and was issued with this payload
   * (a code confirms only the number it was sent to; another number counts as a wrong try).
   */
  consume(userId: number, purpose: TokenPurpose, secret: string, payload?: string): Promise<boolean>;
  /** The live link of the purpose again (links only), or null when none is live. */
  currentLink(userId: number, purpose: TokenPurpose): Promise<string | null>;
  /** Whether a live secret of the purpose exists. */
  pending(userId: number, purpose: TokenPurpose): Promise<boolean>;
  /** Voids every outstanding secret of the user (on disable). */
  revokeAll(userId: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    accountTokens: AccountTokens;
  }
}

export default fp<{ secret: string }>(
  async (app, { secret }) => {
    const tokens = new TokensRepository(app.db);
    const digest = (userId: number, purpose: TokenPurpose, value: string): string =>
      createHmac('sha256', secret).update(`${purpose}:${userId}:${value}`).digest('hex');
    const linkSecret = (userId: number, purpose: TokenPurpose, nonce: string): string =>
      createHmac('sha256', secret).update(`link:${purpose}:${userId}:${nonce}`).digest('base64url');
    const live = (userId: number, purpose: TokenPurpose) => tokens.live(userId, purpose);

    app.decorate('accountTokens', {
      async issue(userId, purpose, payload) {
        const rule = TOKEN_RULES[purpose];
        // 24 bytes: 32 characters, within the payload column's 40.
        const nonce = rule.kind === 'link' ? randomBytes(24).toString('base64url') : null;
        const value = nonce ? linkSecret(userId, purpose, nonce) : String(randomInt(0, 1_000_000)).padStart(6, '0');
        await tokens.replace({
          user_id: userId,
          purpose,
          secret_hash: digest(userId, purpose, value),
          payload: nonce ?? payload ?? null,
          expires_at: Date.now() + rule.ttlMs,
        });
        return value;
      },

      async consume(userId, purpose, value, payload) {
        const row = await live(userId, purpose);
        const isCode = TOKEN_RULES[purpose].kind === 'code';
        if (!row || Number(row.expires_at) <= Date.now() || (isCode && Number(row.tries) >= CODE_TRIES)) {
          if (row) await tokens.remove(userId, purpose);
          return false;
        }
        const expected = Buffer.from(row.secret_hash, 'hex');
        const given = Buffer.from(digest(userId, purpose, value), 'hex');
        if (timingSafeEqual(expected, given) && (!isCode || (payload ?? null) === (row.payload ?? null))) {
          // The delete is the use: of two simultaneous uses only one removes the row.
          return tokens.use(userId, purpose, row.secret_hash, isCode ? CODE_TRIES : undefined);
        }
        if (isCode) await tokens.countWrongTry(userId, purpose, row.secret_hash);
        return false;
      },

      async currentLink(userId, purpose) {
        const row = await live(userId, purpose);
        if (TOKEN_RULES[purpose].kind !== 'link' || !row?.payload || Number(row.expires_at) <= Date.now()) return null;
        return linkSecret(userId, purpose, row.payload);
      },

      async pending(userId, purpose) {
        const row = await live(userId, purpose);
        return !!row && Number(row.expires_at) > Date.now() && (TOKEN_RULES[purpose].kind === 'link' || Number(row.tries) < CODE_TRIES);
      },

      revokeAll: (userId) => tokens.removeAll(userId),
    } satisfies AccountTokens);
  },
  { name: 'account-tokens', dependencies: ['db'] },
);
