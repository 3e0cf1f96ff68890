// The reminders' calls (schema/api/reminders.json): a family member's choice of reminders; for an admin, who
// would be told of whose birthday or anniversary on a day, as the dry run prints it (the accounts' e-mail addresses are in it:
// an admin's, as the accounts are); the mails' one-click unsubscribe, the reminders' and the weekly digest's. The
// sending itself: reminder-sender.ts at the times of REMINDERS_AT, digest-sender.ts at DIGEST_AT (schedule.ts).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { contract, withContracts } from '../../contracts.ts';
import { badRequest } from '../../http-error.ts';
import type { Language } from '../../../common/model/languages.ts';
import { outgoingTextsIn } from '../../outgoing-texts.ts';
import { requireRole } from '../../plugins/app/authentication.ts';
import { DailyMailRuns } from '../../plugins/app/mail-queue-repository.ts';
import { createUnsubscribeLinks } from '../../plugins/app/unsubscribe-link.ts';
import { registerUnsubscribeRoutes } from '../../plugins/app/unsubscribe-routes.ts';
import { isCalendarDay, isoOf } from '../calendar/calendar-days.ts';
import { dayPlan } from './day-plan.ts';
import { createReminderSender, type ReminderSender } from './reminder-sender.ts';
import { RemindersRepository } from './repository.ts';
import { scheduleMails } from './schedule.ts';
import { createDigestSender, type DigestSender } from './digest-sender.ts';

declare module 'fastify' {
  interface FastifyInstance {
    reminders: ReminderSender;
    digest: DigestSender;
  }
}

const BASE = '/api/v1/reminders';
/** How many days of mails (of reminders, of digests) the admin board shows. */
const RUNS_SHOWN = 14;

async function reminders(instance: FastifyInstance, { config, secret }: { config: Config; secret: string }): Promise<void> {
  const app = withContracts(instance);
  const tags = ['reminders'];
  const source = { db: app.db, dialect: app.dialect, repositories: app.repositories };
  const repository = new RemindersRepository(app.db, app.dialect);
  const links = createUnsubscribeLinks(secret, 'reminders');
  const sender = createReminderSender({
    ...source,
    mailer: app.mailer,
    pusher: app.push.pusher,
    links,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  const digestLinks = createUnsubscribeLinks(secret, 'digest');
  const digest = createDigestSender({
    ...source,
    mailer: app.mailer,
    pusher: app.push.pusher,
    links: digestLinks,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  app.decorate('reminders', sender);
  app.decorate('digest', digest);
  if (config.remindersAt)
    scheduleMails(app, {
      pattern: config.remindersAt,
      setting: 'REMINDERS_AT',
      job: 'reminders',
      what: "the day's reminders",
      queue: (day) => sender.queueDay(day),
    });
  if (config.digestAt)
    scheduleMails(app, {
      pattern: config.digestAt,
      setting: 'DIGEST_AT',
      job: 'digest',
      what: "the week's digest",
      queue: (day) => digest.queueWeek(day),
    });
  // Mails left by a stop or a crash go out now rather than at the next look.
  app.addHook('onReady', async () => {
    sender.queue.kick();
    digest.queue.kick();
  });
  app.addHook('onClose', async () => {
    await sender.queue.stop();
    await digest.queue.stop();
  });

  const settings = contract('reminders#/definitions/reminderSettings');
  app.get(
    `${BASE}/settings`,
    {
      onRequest: requireRole('BISH'),
      schema: { tags, description: 'The reminders the member chose, or the defaults.', response: { 200: settings } },
    },
    async (request) => repository.settings(request.currentUser!.id),
  );
  app.put(
    `${BASE}/settings`,
    {
      onRequest: requireRole('BISH'),
      schema: { tags, description: 'Chooses the reminders.', body: settings, response: { 200: settings } },
    },
    async (request) => {
      await repository.saveSettings(request.currentUser!.id, request.body);
      return repository.settings(request.currentUser!.id);
    },
  );

  app.get(
    `${BASE}/preview`,
    {
      onRequest: requireRole('ADMIN'),
      schema: {
        tags,
        description:
          'Who of each member’s kin would be reminded on the day of their birthday, or of the anniversary of their death (a week before, and on it), each by their own choices, and of whose; nothing is sent.',
        querystring: contract('reminders#/definitions/previewQuery'),
        response: { 200: contract('reminders#/definitions/reminderPreview') },
      },
    },
    async (request) => {
      const date = request.query.date ?? isoOf(new Date());
      // The pattern lets through a day no calendar has (2026-02-30).
      if (!isCalendarDay(date)) throw badRequest(`querystring/date ${date} is not a day of the calendar`);
      return dayPlan(source, date);
    },
  );

  for (const [path, table, description] of [
    ['runs', 'reminder_mails', 'The last days of reminder mails: how many were sent, wait, failed or were stopped.'],
    [
      'digest/runs',
      'digest_mails',
      'The last weekly digests, each by the day it was sent for: how many were sent, wait, failed or were stopped.',
    ],
  ] as const)
    app.get(
      `${BASE}/${path}`,
      {
        onRequest: requireRole('ADMIN'),
        schema: { tags, description, response: { 200: contract('reminders#/definitions/reminderRuns') } },
      },
      async () => new DailyMailRuns(app.db, table).latest(RUNS_SHOWN),
    );

  // In a context of its own: the form parser of the unsubscribe page serves no other route.
  await app.register(async (child) =>
    registerUnsubscribeRoutes(child, {
      base: `${BASE}/unsubscribe`,
      tags,
      links,
      texts: (language) => (key, values) => outgoingTextsIn(language)(`reminders.${key}`, values),
      readerMails: async (userId) => ({
        receiving: (await repository.settings(userId)).channel !== 'none',
        language: (await app.repositories.users.findBy('id', userId))?.language as Language | undefined,
      }),
      stop: (userId) => repository.stopMails(userId),
    }),
  );
  await app.register(async (child) =>
    registerUnsubscribeRoutes(child, {
      base: `${BASE}/digest/unsubscribe`,
      tags,
      links: digestLinks,
      texts: (language) => (key, values) => outgoingTextsIn(language)(`digest.${key}`, values),
      readerMails: async (userId) => ({
        receiving: (await repository.settings(userId)).digest,
        language: (await app.repositories.users.findBy('id', userId))?.language as Language | undefined,
      }),
      stop: (userId) => repository.stopDigest(userId),
    }),
  );
}

export default fp(reminders, { name: 'reminders', dependencies: ['repositories', 'mailer', 'authentication'] });
