// Builds the portal's Fastify instance in three tiers (fastify/demo): external plugins, the services (the
// app's own and the features'), then each feature's routes. Tests build the very same instance with app.inject.
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { ENTITIES } from '../common/model/entities.ts';
import familyStats from '../schema/family-stats.json';
import { API_SCHEMAS } from './api-schemas.ts';
import type { Config } from './config.ts';
import { prepareDataFolder } from './data-folder.ts';
import repositories from './entities/repositories.ts';
import { sharedSchema } from './entities/schemas.ts';
import accountTokens from './features/accounts/account-tokens.ts';
import installRoutes from './features/install/routes.ts';
import accountRoutes from './features/accounts/routes.ts';
import signinThrottle from './features/accounts/signin-throttle.ts';
import secondFactor from './features/accounts/two-factor.ts';
import passkeys from './features/accounts/passkeys.ts';
import backupRoutes from './features/backups/routes.ts';
import scheduledBackups from './features/backups/scheduled-backups.ts';
import calendarRoutes from './features/calendar/routes.ts';
import familyRoutes from './features/family/routes.ts';
import galleryRoutes from './features/gallery/routes.ts';
import gedcomRoutes from './features/gedcom/routes.ts';
import healthRoute from './features/health/routes.ts';
import historyRoutes from './features/history/routes.ts';
import homeRoutes from './features/home/routes.ts';
import reminderRoutes from './features/reminders/routes.ts';
import mailRoutes from './features/mail/routes.ts';
import metricsRecorder from './features/metrics/recorder.ts';
import metricsRoutes from './features/metrics/routes.ts';
import newsRoutes from './features/news/routes.ts';
import pushRoutes from './features/push/routes.ts';
import statsRoutes from './features/statistics/routes.ts';
import suggestionRoutes from './features/suggestions/routes.ts';
import treeRoutes from './features/tree/routes.ts';
import { formSchemasOf } from './form-schemas.ts';
import { errorAnswer, HttpError } from './http-error.ts';
import { gatherFromNow, logHooks, logOutput } from './log-output.ts';
import { faultMessage } from './refusal-texts.ts';
import abuseLimits from './plugins/app/abuse-limits.ts';
import authentication from './plugins/app/authentication.ts';
import fileLinks from './plugins/app/file-links.ts';
import firstStart from './plugins/app/first-start.ts';
import mailer from './plugins/app/mailer.ts';
import { OneLinePerRequest } from './plugins/app/request-log.ts';
import securityHeaders from './plugins/app/security-headers.ts';
import sms from './plugins/app/sms.ts';
import storage from './plugins/app/storage.ts';
import textGuard from './plugins/app/text-guard.ts';
import compress from './plugins/external/compress.ts';
import db from './plugins/external/db.ts';
import jwt from './plugins/external/jwt.ts';
import multipart from './plugins/external/multipart.ts';
import staticApp from './plugins/external/static.ts';
import swagger from './plugins/external/swagger.ts';
import { reusedSerializers } from './serializers.ts';
import { loadSecret } from './secret.ts';
import { ajvOptions, schemaErrorFormatter } from './validation.ts';

/** `logger` lets the starter choose how the log reads (server/main.ts: plain lines in a terminal); JSON lines by default. */
export async function buildApp(
  config: Config,
  logger: FastifyServerOptions['logger'] = { level: config.logLevel, stream: logOutput(), hooks: logHooks },
): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    logController: new OneLinePerRequest(),
    ajv: ajvOptions,
    schemaErrorFormatter,
    schemaController: { compilersFactory: { buildSerializer: reusedSerializers } },
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
  for (const form of formSchemasOf(config)) app.addSchema(form);
  for (const contract of API_SCHEMAS) app.addSchema(contract);
  app.addSchema(familyStats);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const answer = errorAnswer(error, faultMessage(request));
    if (answer.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    if (error instanceof HttpError) reply.headers(error.headers);
    return reply.code(answer.statusCode).send(answer);
  });

  app.addHook('onListen', gatherFromNow);

  await app.register(compress);
  await app.register(db, { config });
  await app.register(jwt, { secret, ttlSeconds: config.jwtTtl });
  await app.register(multipart, { maxUploadBytes: config.maxUploadMb * 1024 * 1024 });
  await app.register(swagger);
  await app.register(staticApp, { distDir: config.distDir });

  await app.register(metricsRecorder, { config });
  await app.register(securityHeaders);
  await app.register(textGuard);
  await app.register(repositories);
  await app.register(authentication, { requireTwoFactor: config.requireTwoFactor, tokenTtlSeconds: config.jwtTtl });
  await app.register(accountTokens, { secret });
  await app.register(abuseLimits);
  await app.register(signinThrottle);
  await app.register(secondFactor, { config });
  await app.register(passkeys, { config });
  await app.register(fileLinks, { secret, ttlSeconds: config.linkTtl });
  await app.register(storage, { config });
  await app.register(mailer, { config });
  await app.register(sms, { config });
  await app.register(firstStart, { config });
  await app.register(scheduledBackups, { config });

  await app.register(healthRoute);
  await app.register(metricsRoutes, { config });
  await app.register(installRoutes);
  await app.register(accountRoutes, { config });
  await app.register(mailRoutes, { config });
  await app.register(familyRoutes, { config });
  await app.register(suggestionRoutes, { config });
  await app.register(galleryRoutes, { config });
  await app.register(pushRoutes, { config });
  await app.register(newsRoutes, { config, secret });
  await app.register(treeRoutes);
  await app.register(statsRoutes);
  await app.register(calendarRoutes);
  await app.register(backupRoutes, { config });
  await app.register(historyRoutes);
  await app.register(homeRoutes);
  await app.register(reminderRoutes, { config, secret });
  await app.register(gedcomRoutes, { config });
  return app;
}
