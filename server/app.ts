// Builds the portal's Fastify instance in three tiers (fastify/demo): external plugins, the app's own
// plugins, then the routes. Tests build the very same instance with app.inject.
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { ENTITIES } from '../common/model/entities.ts';
import familyStats from '../schema/family-stats.json';
import { API_SCHEMAS } from './api-schemas.ts';
import type { Config } from './config.ts';
import { prepareDataFolder } from './data-folder.ts';
import { FORM_SCHEMAS } from './form-schemas.ts';
import { errorAnswer, HttpError } from './http-error.ts';
import abuseLimits from './plugins/app/abuse-limits.ts';
import accountTokens from './plugins/app/account-tokens.ts';
import authentication from './plugins/app/authentication.ts';
import fileLinks from './plugins/app/file-links.ts';
import firstStart from './plugins/app/first-start.ts';
import mailer from './plugins/app/mailer.ts';
import repositories from './plugins/app/repositories/index.ts';
import scheduledBackups from './plugins/app/scheduled-backups.ts';
import securityHeaders from './plugins/app/security-headers.ts';
import signinThrottle from './plugins/app/signin-throttle.ts';
import sms from './plugins/app/sms.ts';
import storage from './plugins/app/storage.ts';
import textGuard from './plugins/app/text-guard.ts';
import compress from './plugins/external/compress.ts';
import db from './plugins/external/db.ts';
import jwt from './plugins/external/jwt.ts';
import multipart from './plugins/external/multipart.ts';
import staticApp from './plugins/external/static.ts';
import swagger from './plugins/external/swagger.ts';
import authRoutes from './routes/auth/index.ts';
import backupRoutes from './routes/backups/index.ts';
import calendarRoutes from './routes/calendar/index.ts';
import entityRoutes from './routes/entities/index.ts';
import gedcomRoutes from './routes/gedcom/index.ts';
import healthRoute from './routes/health/index.ts';
import historyRoutes from './routes/history/index.ts';
import mailRoutes from './routes/mail/index.ts';
import newsRoutes from './routes/news/index.ts';
import statsRoutes from './routes/stats/index.ts';
import treeRoutes from './routes/tree/index.ts';
import { sharedSchema } from './routes/entities/schemas.ts';
import { loadSecret } from './secret.ts';
import { ajvOptions, schemaErrorFormatter } from './validation.ts';

/** `logger` lets the starter choose how the log reads (server/main.ts: plain lines in a terminal); JSON lines by default. */
export async function buildApp(
  config: Config,
  logger: FastifyServerOptions['logger'] = { level: config.logLevel },
): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    ajv: ajvOptions,
    schemaErrorFormatter,
    // The spec's client posts to /api/v1/mail/ with a trailing slash.
    routerOptions: { ignoreTrailingSlash: true },
    // JSON bodies are single records; uploads have their own limit in the multipart plugin.
    bodyLimit: 1024 * 1024,
    // Behind a reverse proxy every client would otherwise share the proxy's address, and so its limits.
    trustProxy: config.trustProxy,
  });
  await prepareDataFolder(config.dataDir);
  const secret = await loadSecret(config);

  for (const entity of ENTITIES) app.addSchema(sharedSchema(entity));
  for (const form of FORM_SCHEMAS) app.addSchema(form);
  for (const contract of API_SCHEMAS) app.addSchema(contract);
  app.addSchema(familyStats);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const answer = errorAnswer(error);
    if (answer.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    if (error instanceof HttpError) reply.headers(error.headers);
    return reply.code(answer.statusCode).send(answer);
  });

  await app.register(compress);
  await app.register(db, { config });
  await app.register(jwt, { secret, ttlSeconds: config.jwtTtl });
  await app.register(multipart, { maxUploadBytes: config.maxUploadMb * 1024 * 1024 });
  await app.register(swagger);
  await app.register(staticApp, { distDir: config.distDir });

  await app.register(securityHeaders);
  await app.register(textGuard);
  await app.register(repositories);
  await app.register(authentication);
  await app.register(accountTokens, { secret });
  await app.register(abuseLimits);
  await app.register(signinThrottle);
  await app.register(fileLinks, { secret, ttlSeconds: config.linkTtl });
  await app.register(storage, { dataDir: config.dataDir });
  await app.register(mailer, { config });
  await app.register(sms, { config });
  await app.register(firstStart, { config });
  await app.register(scheduledBackups, { config });

  await app.register(healthRoute);
  await app.register(authRoutes, { config });
  await app.register(mailRoutes, { config });
  await app.register(entityRoutes);
  await app.register(newsRoutes, { config, secret });
  await app.register(treeRoutes);
  await app.register(statsRoutes);
  await app.register(calendarRoutes);
  await app.register(backupRoutes, { config });
  await app.register(historyRoutes);
  await app.register(gedcomRoutes);
  return app;
}
