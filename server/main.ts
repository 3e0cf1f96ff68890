// Starts the portal from the environment (see server/config.ts for every variable).
import type { FastifyServerOptions } from 'fastify';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

const config = loadConfig(process.env);

// Someone running `npm start` in a terminal reads the log: one plain line per entry, so that the
// address, the admin login and the demo logins of a first start read as sentences. Anywhere else (a
// service manager, a container, a test's pipe) it stays JSON, one object per line, for machines.
const terminalLog: FastifyServerOptions['logger'] = {
  level: config.logLevel,
  transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: true } },
};

const app = await buildApp(config, process.stdout.isTTY ? terminalLog : undefined);
// A stop (a deploy, an orchestrator moving the portal) takes no new requests, lets those in flight finish
// and closes the database cleanly; a request that hangs past the grace time does not hold the stop forever.
const STOP_GRACE_MS = 25_000;
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    app.log.info(`${signal}: finishing the requests in flight, then closing the database`);
    setTimeout(() => {
      app.log.error(`requests still running after ${STOP_GRACE_MS / 1000} s: stopping anyway`);
      process.exit(1);
    }, STOP_GRACE_MS).unref();
    app.close().then(
      () => {
        app.log.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'stop failed');
        process.exit(1);
      },
    );
  });
await app.listen({ port: config.port, host: config.host });
app.log.info(`Family portal open at ${config.publicUrl}`);
