// npm run digest -- --date 2026-12-04 --dry-run   prints who would get the week's digest and what it holds
// npm run digest -- --date 2026-12-04 --send      queues the week's digests and sends them now
// (mail-command.ts: on the configured database and mail server; each reader gets a week's digest once.) The date
// is the day the digest is sent for: it tells of the week before it and the week from it.
import { runMailCommand } from './mail-command.ts';
import { printDigest } from './print-digest.ts';
import { RemindersRepository } from './repository.ts';
import { weekDigest } from './week-digest.ts';

await runMailCommand({
  name: 'digest',
  what: 'Weekly digest',
  table: 'digest_mails',
  print: async (app, day) =>
    printDigest(
      await weekDigest({ db: app.db, dialect: app.dialect, repositories: app.repositories }, day),
      await new RemindersRepository(app.db, app.dialect).digestReaders(),
    ),
  send: async (app, day) => {
    await app.digest.queueWeek(day);
    await app.digest.queue.idle();
  },
});
