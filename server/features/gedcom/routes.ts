// GEDCOM in and out (server/features/gedcom/README.md): the export download, the import's preview and the import.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { registerExportRoute } from './export-routes.ts';
import { registerImportRoutes } from './import-routes.ts';
import { removeLeftoverUploads } from './upload.ts';

export default async function gedcomRoutes(
  app: FastifyInstance,
  { config }: { config: Pick<Config, 'daughtersChildrenGenerations' | 'dataDir'> },
): Promise<void> {
  registerExportRoute(app);
  await removeLeftoverUploads(config.dataDir);
  registerImportRoutes(app, { generations: config.daughtersChildrenGenerations, dataDir: config.dataDir });
}
