// Sending once, whatever happens: a job run by this server and a second one on the same database at the same time
// (two instances behind a proxy), then by a server started again on it (a restart).
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app.ts';
import type { TestApp } from './build-test-app.ts';

/** Runs `job` on two instances at once, then on a third started afterwards, each closed when its run is done. */
export async function runOnTwoInstancesThenRestart(t: TestApp, job: (app: FastifyInstance) => Promise<void>): Promise<void> {
  const other = await buildApp(t.config);
  await other.ready();
  try {
    await Promise.all([job(t.app), job(other)]);
  } finally {
    await other.close();
  }
  const restarted = await buildApp(t.config);
  await restarted.ready();
  try {
    await job(restarted);
  } finally {
    await restarted.close();
  }
}
