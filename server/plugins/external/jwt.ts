// Access tokens: HS256 only, both to sign and to verify, so a token cannot choose a weaker algorithm.
import jwt from '@fastify/jwt';
import fp from 'fastify-plugin';

export interface TokenClaims {
  sub: string;
  username: string;
  ver: number;
  /** The session the token belongs to (server/features/accounts/sessions-repository.ts); absent from tokens signed before sessions were kept. */
  sid?: number;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
  }
}

export default fp<{ secret: string; ttlSeconds: number }>(
  async (app, { secret, ttlSeconds }) => {
    await app.register(jwt, {
      secret,
      sign: { algorithm: 'HS256', expiresIn: ttlSeconds },
      verify: { algorithms: ['HS256'] },
    });
  },
  { name: 'jwt' },
);
