// No text with a NUL character or an unpaired UTF-16 surrogate reaches a route: PostgreSQL refuses NUL
// in text (a 500 where the client deserves a 400), and a lone surrogate cannot be stored as written
// (it would come back as U+FFFD). Checked once for every route, after the body is parsed and validated.
import fp from 'fastify-plugin';
import { badRequest } from '../../http-error.ts';

/** A NUL, or a surrogate that is not half of a pair (with the u flag a pair reads as one code point). */
const UNSTORABLE = /[\0\p{Cs}]/u;

/** The path of the first string in `value` that cannot be stored, e.g. `body/name`; undefined when none. */
function unstorableText(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path : undefined;
  if (typeof value !== 'object' || value === null || Buffer.isBuffer(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = UNSTORABLE.test(key) ? `${path}/${key}` : unstorableText(item, `${path}/${key}`);
    if (found) return found;
  }
  return undefined;
}

/** Throws a 400 naming the first string in `value` that cannot be stored; `path` names `value` itself. */
export function assertStorable(value: unknown, path: string): void {
  const where = unstorableText(value, path);
  if (where) throw badRequest(`${where} must not contain a NUL character or an unpaired surrogate`);
}

export default fp(
  async (app) => {
    app.addHook('preHandler', async (request) => {
      assertStorable(request.params, 'params');
      assertStorable(request.query, 'querystring');
      assertStorable(request.body, 'body');
    });
  },
  { name: 'text-guard' },
);
