// GEDCOM in and out (server/gedcom/README.md): the export download, the import's preview and the import.
import type { FastifyInstance } from 'fastify';
import { registerExportRoute } from './export-route.ts';
import { registerImportRoutes } from './import-routes.ts';

export default async function gedcomRoutes(app: FastifyInstance): Promise<void> {
  registerExportRoute(app);
  registerImportRoutes(app);
}
