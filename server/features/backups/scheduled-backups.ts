// BACKUP_SCHEDULE: a backup at the times of a cron expression, put on the backup shelf (backup-shelf.ts), keeping
// the BACKUP_KEEP newest. Instances sharing one PostgreSQL database run each scheduled backup once (job-runs.ts).
import { Cron } from 'croner';
import fp from 'fastify-plugin';
import { backup } from './backup.ts';
import { openBackupShelf, pruneBackups } from './backup-shelf.ts';
import type { Config } from '../../config.ts';
import { claimRun } from './job-runs-repository.ts';

export default fp<{ config: Config }>(
  async (app, { config }) => {
    if (!config.backupSchedule) return;
    /** Whether this instance wrote it (another one sharing the database may have claimed the time). */
    const run = async (at: Date): Promise<boolean> => {
      if (!(await claimRun(app.db, 'backup', at))) return false;
      const { file } = await backup(config);
      const removed = await pruneBackups(openBackupShelf(config), config.backupKeep);
      app.log.info({ file, removed }, 'scheduled backup written');
      return true;
    };
    let running: Promise<void> = Promise.resolve();
    let job: Cron;
    try {
      // protect: a backup still running when the next time comes is not started twice.
      job = new Cron(config.backupSchedule, { protect: true }, (self: Cron) => {
        running = run(self.currentRun() ?? new Date()).then(
          (ran) => {
            if (ran) app.metrics.jobRun('backup', 'done');
          },
          (error: unknown) => {
            app.metrics.jobRun('backup', 'failed');
            app.log.error({ err: error }, 'scheduled backup failed');
          },
        );
        return running;
      });
    } catch (error) {
      throw new Error(`BACKUP_SCHEDULE "${config.backupSchedule}" is not a cron expression: ${(error as Error).message}`, { cause: error });
    }
    // A backup under way is finished before the database closes.
    app.addHook('onClose', async () => {
      job.stop();
      await running;
    });
    app.log.info(`backups scheduled at "${config.backupSchedule}" (next ${job.nextRun()?.toISOString()}), keeping ${config.backupKeep}`);
  },
  { name: 'scheduled-backups', dependencies: ['db', 'metrics'] },
);
