// The signed-in user's sessions (schema/api/sessions.json): where they are signed in, and signing out everywhere
// else, for a phone lost or a computer left signed in at a relative's.
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../../common/model/messages.ts';
import { contract, withContracts } from '../../contracts.ts';
import { requireRole } from '../../plugins/app/authentication.ts';
import { deviceName } from './device-name.ts';
import { keepOnlyThisSession } from './session.ts';

const BASE = '/api/auth/sessions';

export default async function sessionRoutes(instance: FastifyInstance): Promise<void> {
  const app = withContracts(instance);
  const tags = ['auth'];

  app.get(
    BASE,
    {
      onRequest: requireRole('USER'),
      schema: {
        tags,
        description: 'The account’s open sessions, the last used first.',
        response: { 200: contract('sessions#/definitions/sessionList') },
      },
    },
    async (request) => {
      const { id, sessionId } = request.currentUser!;
      const sessions = await app.sessions.of(id, Date.now());
      return {
        sessions: sessions.map((s) => ({
          id: s.id,
          device: deviceName(s.userAgent),
          signedInAt: new Date(s.createdAt).toISOString(),
          lastSeenAt: new Date(s.lastSeenAt).toISOString(),
          current: s.id === sessionId,
        })),
      };
    },
  );

  app.post(
    `${BASE}/end-others`,
    {
      onRequest: requireRole('USER'),
      schema: {
        tags,
        description: 'Ends every session of the account but this one, which goes on with the new token answered.',
        response: { 200: contract('sessions#/definitions/othersEnded') },
      },
    },
    async (request) => {
      return { ...(await keepOnlyThisSession(app, request)), message: MESSAGES.otherSessionsEnded };
    },
  );
}
