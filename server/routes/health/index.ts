// GET /api/health: for load balancers and the start-up check of the e2e tests.
import type { FastifyInstance } from 'fastify';

export default async function healthRoute(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/health',
    { schema: { tags: ['health'], security: [], response: { 200: { type: 'object', properties: { status: { type: 'string' } } } } } },
    async () => ({ status: 'ok' }),
  );
}
