// Signed download links. <img src> cannot send a Bearer header, so a file link carries its own proof:
// an expiry and an HMAC of the path with the server secret. This module is the only one that signs.
import { createHmac, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';

export interface FileLinks {
  /** `path?v=…&exp=…&sig=…`; `version` changes with the file so that browsers do not show a stale copy. */
  sign(path: string, version: string): string;
  verify(path: string, query: { v?: string; exp?: string; sig?: string }): boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    fileLinks: FileLinks;
  }
}

const HOUR = 3600;

export function createFileLinks(secret: string, ttlSeconds: number, now: () => number = () => Date.now() / 1000): FileLinks {
  const mac = (path: string, version: string, exp: string): string =>
    createHmac('sha256', `file-link:${secret}`).update(`${path}\n${version}\n${exp}`).digest('base64url');
  return {
    sign(path, version) {
      // Rounded up to the hour: the same link for an hour, so the browser cache can work.
      const exp = String(Math.ceil((now() + ttlSeconds) / HOUR) * HOUR);
      return `${path}?v=${encodeURIComponent(version)}&exp=${exp}&sig=${mac(path, version, exp)}`;
    },
    verify(path, { v = '', exp, sig }) {
      if (!exp || !sig || !/^\d+$/.test(exp) || Number(exp) < now()) return false;
      const expected = Buffer.from(mac(path, v, exp));
      const given = Buffer.from(sig);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

export default fp<{ secret: string; ttlSeconds: number }>(
  async (app, { secret, ttlSeconds }) => {
    app.decorate('fileLinks', createFileLinks(secret, ttlSeconds));
  },
  { name: 'file-links' },
);
