// The admin's backups: the archives on the backup shelf (scheduled or taken here), a new one now, and a
// download. ADMIN only: an archive holds every account's private data.
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../../common/model/messages.ts';
import { backup } from './backup.ts';
import { BACKUP_NAME, listBackups, openBackupShelf } from './backup-shelf.ts';
import type { Config } from '../../config.ts';
import { notFound } from '../../http-error.ts';
import { contract, withContracts } from '../../contracts.ts';
import { requireRole } from '../../plugins/app/authentication.ts';

export default async function backupRoutes(instance: FastifyInstance, { config }: { config: Config }): Promise<void> {
  const app = withContracts(instance);
  const adminOnly = { onRequest: requireRole('ADMIN') };
  const shelf = openBackupShelf(config);
  app.get(
    '/api/v1/backups',
    { ...adminOnly, schema: { tags: ['backups'], response: { 200: contract('backups#/definitions/backupList') } } },
    () => listBackups(shelf),
  );
  app.post(
    '/api/v1/backups',
    { ...adminOnly, schema: { tags: ['backups'], response: { 201: contract('backups#/definitions/backup') } } },
    async (request, reply) => {
      const { file, name } = await backup(config);
      request.log.info({ file }, 'backup written at an admin request');
      const made = (await listBackups(shelf)).find((b) => b.name === name);
      if (!made) throw new Error(`The backup ${file} is not among the listed ones`);
      return reply.code(201).send(made);
    },
  );
  app.get(
    '/api/v1/backups/:name',
    { ...adminOnly, schema: { tags: ['backups'], params: contract('backups#/definitions/byName') } },
    async (request, reply) => {
      const { name } = request.params;
      const archive = BACKUP_NAME.test(name) ? await shelf.open(name) : undefined;
      if (!archive) throw notFound(MESSAGES.backupNotFound);
      return reply
        .type('application/gzip')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(archive);
    },
  );
}
