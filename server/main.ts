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
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
await app.listen({ port: config.port, host: config.host });
app.log.info(`Family portal open at ${config.publicUrl}`);
