// GET /api/v1/gedcom/export: the family, or one member's descendants, as a GEDCOM file download.
import type { FastifyInstance } from 'fastify';
import { seesPrivate } from '../../../common/model/roles.ts';
import { exportGedcom, exportGedzip } from './export.ts';
import { requireRole, roleOf } from '../../plugins/app/authentication.ts';
import { contract, withContracts } from '../../contracts.ts';

export function registerExportRoute(instance: FastifyInstance): void {
  const app = withContracts(instance);
  app.get(
    '/api/v1/gedcom/export',
    {
      schema: {
        tags: ['gedcom'],
        description:
          'The family (or the descendants of member `root`) as a GEDCOM file in UTF-8, or with format=gdz a GEDZIP archive (7.0) holding the profile pictures. Phone and identity numbers only with private=yes, for roles that may see them.',
        querystring: contract('gedcom#/definitions/exportQuery'),
      },
      onRequest: requireRole('MODERATOR'),
    },
    async (request, reply) => {
      const { version = '5.5.1', private: asked } = request.query;
      const root = request.query.root === undefined ? undefined : Number(request.query.root);
      const withPrivate = asked === 'yes' && seesPrivate(roleOf(request));
      const name = `family${root ? `-${root}` : ''}-gedcom-${request.query.format === 'gdz' ? '7.0.gdz' : `${version}.ged`}`;
      reply.header('Content-Disposition', `attachment; filename="${name}"`).header('Cache-Control', 'no-store');
      if (request.query.format === 'gdz')
        return reply
          .type('application/zip')
          .send(Buffer.from(await exportGedzip(app.repositories, app.storage, { rootId: root, withPrivate })));
      const { text } = await exportGedcom(app.repositories, { version, rootId: root, withPrivate });
      return reply.type('text/vnd.familysearch.gedcom; charset=utf-8').send(text);
    },
  );
}
