// Signed download links. <img src> cannot send a Bearer header, so a file link carries its own proof:
// an expiry, the user it was given to with that user's token version, and an HMAC of all of it with
// the server secret. A link dies with the session it was given in: after a logout, a password change,
// a disable or a demotion the token version moves on and the route refuses it. This module is the
// only one that signs.
import { createHmac, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';

/** Who a link was given to: the user and the token version of their session then. */
export interface LinkHolder {
  id: number;
  tokenVersion: number;
}

export interface LinkQuery {
  v?: string;
  u?: string;
  exp?: string;
  sig?: string;
}

export interface FileLinks {
  /** `path?v=…&u=…&exp=…&sig=…`; `version` changes with the file so that browsers do not show a stale copy. */
  sign(path: string, version: string, holder: LinkHolder | null): string;
  /** The link's holder (null for a link given to a signed-out reader), or undefined when the link is not valid. */
  verify(path: string, query: LinkQuery): LinkHolder | null | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    fileLinks: FileLinks;
  }
}

const HOUR = 3600;
const HOLDER = /^(\d+)\.(\d+)$/;

export function createFileLinks(secret: string, ttlSeconds: number, now: () => number = () => Date.now() / 1000): FileLinks {
  const mac = (path: string, version: string, holder: string, exp: string): string =>
    createHmac('sha256', `file-link:${secret}`).update(`${path}\n${version}\n${holder}\n${exp}`).digest('base64url');
  return {
    sign(path, version, holder) {
      // Rounded up to the hour: the same link for an hour, so the browser cache can work.
      const exp = String(Math.ceil((now() + ttlSeconds) / HOUR) * HOUR);
      const u = holder ? `${holder.id}.${holder.tokenVersion}` : '';
      return `${path}?v=${encodeURIComponent(version)}${u ? `&u=${u}` : ''}&exp=${exp}&sig=${mac(path, version, u, exp)}`;
    },
    verify(path, { v = '', u = '', exp, sig }) {
      if (!exp || !sig || !/^\d+$/.test(exp) || Number(exp) < now()) return undefined;
      const held = HOLDER.exec(u);
      if (u !== '' && !held) return undefined;
      const expected = Buffer.from(mac(path, v, u, exp));
      const given = Buffer.from(sig);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
      return held ? { id: Number(held[1]), tokenVersion: Number(held[2]) } : null;
    },
  };
}

export default fp<{ secret: string; ttlSeconds: number }>(
  async (app, { secret, ttlSeconds }) => {
    app.decorate('fileLinks', createFileLinks(secret, ttlSeconds));
  },
  { name: 'file-links' },
);
