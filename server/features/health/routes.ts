// GET /api/health: for a proxy or an orchestrator, and the start-up check of the e2e tests. 200 while the
// database answers; 503 when it does not, or once the server is stopping, so that traffic goes elsewhere.
import type { FastifyInstance } from 'fastify';
import { ping } from '../../db/database.ts';
import { contract, withContracts } from '../../contracts.ts';

/** Long enough for a busy database, short enough for a proxy's check. */
const DATABASE_TIMEOUT_MS = 2000;

const answer = contract('health#/definitions/status');

async function databaseAnswers(app: FastifyInstance): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), DATABASE_TIMEOUT_MS)));
  const check = ping(app.db).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([check, late]);
  } finally {
    clearTimeout(timer);
  }
}

export default async function healthRoute(instance: FastifyInstance): Promise<void> {
  const app = withContracts(instance);
  let stopping = false;
  app.addHook('preClose', async () => {
    stopping = true;
  });
  app.get(
    '/api/health',
    { schema: { tags: ['health'], security: [], response: { 200: answer, 503: answer } } },
    async (_request, reply) => {
      if (stopping) return reply.code(503).send({ status: 'stopping', database: 'ok' });
      if (await databaseAnswers(app)) return { status: 'ok', database: 'ok' } as const;
      return reply.code(503).send({ status: 'unavailable', database: 'unreachable' });
    },
  );
}
