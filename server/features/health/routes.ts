// GET /api/health: for a proxy or an orchestrator, and the start-up check of the e2e tests. 200 while the
// database answers and the uploaded files' folder or bucket can be reached; 503 when either cannot, or once the
// server is stopping, so that traffic goes elsewhere.
import type { FastifyInstance } from 'fastify';
import { ping } from '../../db/database.ts';
import { contract, withContracts } from '../../contracts.ts';

/** Long enough for a busy database or bucket, short enough for a proxy's check. */
const ANSWER_TIMEOUT_MS = 2000;
/**
 * How long the files' store's last answer holds. A proxy checks every few seconds, each instance behind it, and
 * each check would be a request to the bucket; a bucket that has gone is noticed within this time all the same.
 */
const STORE_CHECK_HOLDS_MS = 10_000;

const answer = contract('health#/definitions/status');

/** Whether `check` answers true within ANSWER_TIMEOUT_MS; a failure is a no. */
async function answersInTime(check: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ANSWER_TIMEOUT_MS)));
  const answered = check().then(
    (ok) => ok !== false,
    () => false,
  );
  try {
    return await Promise.race([answered, late]);
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
  // The check under way or last made: requests at the same time share it.
  let storeCheck: { at: number; reachable: Promise<boolean> } | undefined;
  const storeReachable = (): Promise<boolean> => {
    const now = Date.now();
    if (!storeCheck || storeCheck.at < now - STORE_CHECK_HOLDS_MS)
      storeCheck = { at: now, reachable: answersInTime(() => app.storage.reachable()) };
    return storeCheck.reachable;
  };
  app.get(
    '/api/health',
    { schema: { tags: ['health'], security: [], response: { 200: answer, 503: answer } }, config: { readsOnly: true } },
    async (_request, reply) => {
      const [database, storage] = await Promise.all([answersInTime(() => ping(app.db)), storeReachable()]);
      const parts = { database: database ? 'ok' : 'unreachable', storage: storage ? 'ok' : 'unreachable' } as const;
      if (stopping) return reply.code(503).send({ status: 'stopping', ...parts });
      if (database && storage) return { status: 'ok', ...parts } as const;
      return reply.code(503).send({ status: 'unavailable', ...parts });
    },
  );
}
