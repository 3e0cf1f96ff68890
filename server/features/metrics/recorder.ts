// What GET /api/metrics tells (METRICS=true): each route's requests by status and their times, the runs of
// the scheduled jobs, and the mails, notifications and SMS that could not be sent. Any part of the server
// reports through `app.metrics`; with METRICS off it is a recorder that keeps nothing, and no request is timed.
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import type { Config } from '../../config.ts';

/** What the rest of the server reports. */
export interface MetricsRecorder {
  /** A scheduled job ran (a backup, the day's reminders, the week's digest), with its outcome. */
  jobRun(job: string, outcome: 'done' | 'failed'): void;
  /** A mail, a phone notification or an SMS could not be sent (a queued one is tried again later). */
  sendFailed(channel: 'mail' | 'push' | 'sms'): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: MetricsRecorder;
    /** The Prometheus registry, where METRICS is on. */
    metricsRegistry?: Registry;
  }
}

const KEEPS_NOTHING: MetricsRecorder = { jobRun: () => undefined, sendFailed: () => undefined };

/** Request times from 5 ms to 10 s: a member's page is tens of ms, a GEDCOM import seconds. */
const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export default fp<{ config: Config }>(
  async (app, { config }) => {
    if (!config.metrics) {
      app.decorate('metrics', KEEPS_NOTHING);
      return;
    }
    const registry = new Registry();
    // The process's own: memory, CPU, the event loop's delay, open handles.
    collectDefaultMetrics({ register: registry, prefix: 'portal_' });
    const requests = new Histogram({
      name: 'portal_http_request_duration_seconds',
      help: 'Requests by route (its pattern), method and status, and how long they took.',
      labelNames: ['method', 'route', 'status'],
      buckets: SECONDS,
      registers: [registry],
    });
    const jobs = new Counter({
      name: 'portal_job_runs_total',
      help: 'Runs of the scheduled jobs.',
      labelNames: ['job', 'outcome'],
      registers: [registry],
    });
    const failures = new Counter({
      name: 'portal_send_failures_total',
      help: 'Sends of mails, phone notifications and SMS that failed (a queued mail or notification is tried again later).',
      labelNames: ['channel'],
      registers: [registry],
    });
    app.decorate('metricsRegistry', registry);
    app.decorate('metrics', {
      jobRun: (job, outcome) => jobs.inc({ job, outcome }),
      sendFailed: (channel) => failures.inc({ channel }),
    } satisfies MetricsRecorder);
    app.addHook('onResponse', async (request, reply) => {
      // The route's pattern, not its path: one series per route, whatever ids it is called with.
      const route = request.routeOptions.url ?? 'unmatched';
      requests.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    });
  },
  { name: 'metrics' },
);
