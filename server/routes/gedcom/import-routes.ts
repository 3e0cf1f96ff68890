// POST /api/v1/gedcom/preview and /api/v1/gedcom/import (ADMIN): a GEDCOM file in the multipart field
// `file`, the file's ancestor whose descendants come in (`ancestor`, its xref) and the member they join
// under (`underId`; none for an empty portal). The preview writes nothing; the import all or nothing.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { entityByResource } from '../../../src/model/entities.ts';
import { MESSAGES } from '../../../src/model/messages.ts';
import { importGedcom, previewGedcom, type ImportChoice } from '../../gedcom/import.ts';
import { badRequest } from '../../http-error.ts';
import { requireRole } from '../../plugins/app/authentication.ts';
import { readMultipart } from '../entities/request-body.ts';

/** Names and problems shown in a preview: enough to judge, not the whole of a large file. */
const LISTED = 50;
/** A family of 50 000 with private fields is about 17 MB of GEDCOM; a larger upload is refused unread. */
const MAX_GEDCOM_BYTES = 40 * 1024 * 1024;

async function upload(request: FastifyRequest): Promise<{ file: Buffer; choice: ImportChoice }> {
  if (!request.isMultipart()) throw badRequest('body must be multipart/form-data with the GEDCOM file in the field "file"');
  request.uploadedFile = null;
  await readMultipart(request, entityByResource('family-members'), MAX_GEDCOM_BYTES);
  const file = request.uploadedFile;
  if (!file) throw badRequest('body/file is required');
  const fields = request.body as Record<string, unknown>;
  const unknown = Object.keys(fields).find((k) => k !== 'ancestor' && k !== 'underId');
  if (unknown) throw badRequest(`body/${unknown} is not a field of a GEDCOM import`);
  const ancestor = typeof fields.ancestor === 'string' && fields.ancestor !== '' ? fields.ancestor : undefined;
  const under = fields.underId === undefined || fields.underId === '' ? undefined : String(fields.underId);
  if (under !== undefined && !/^[0-9]{1,9}$/.test(under)) throw badRequest('body/underId must be a member id');
  return { file, choice: { ancestor, underId: under === undefined ? undefined : Number(under) } };
}

export function registerImportRoutes(app: FastifyInstance): void {
  const onRequest = requireRole('ADMIN');
  const schema = { tags: ['gedcom'], consumes: ['multipart/form-data'] };

  app.post('/api/v1/gedcom/preview', { schema, onRequest }, async (request) => {
    const { file, choice } = await upload(request);
    const plan = previewGedcom(file, choice);
    return {
      ancestor: plan.ancestor,
      people: plan.members.length,
      partners: plan.partners.length,
      pictures: plan.pictures,
      unplaced: { count: plan.unplaced.length, people: plan.unplaced.slice(0, LISTED) },
      problems: { count: plan.problems.length, list: plan.problems.slice(0, LISTED) },
      candidates: plan.candidates,
    };
  });

  app.post('/api/v1/gedcom/import', { schema, onRequest }, async (request, reply) => {
    const { file, choice } = await upload(request);
    const report = await importGedcom(app.repositories, { db: app.db, dialect: app.dialect }, file, choice);
    return reply.code(201).send({ ...report, message: MESSAGES.gedcomImported });
  });
}
