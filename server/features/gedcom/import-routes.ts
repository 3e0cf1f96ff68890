// POST /api/v1/gedcom/preview and /api/v1/gedcom/import (ADMIN): a GEDCOM file or a GEDZIP archive in
// the multipart field `file`, the file's ancestor whose descendants come in (`ancestor`, its xref) and the
// member they join under (`underId`; none for an empty portal). The preview writes nothing; the import all
// or nothing.
import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { GedcomImportLine } from '../../../common/generated/api.ts';
import { entityByResource } from '../../../common/model/entities.ts';
import { MESSAGES } from '../../../common/model/messages.ts';
import gedcomContracts from '../../../schema/api/gedcom.json';
import { prepareImport, writeImport, type ImportChoice } from './import.ts';
import { MAX_GEDCOM_BYTES } from './read-gedzip.ts';
import { badRequest, errorAnswer } from '../../http-error.ts';
import { faultMessage } from '../../refusal-texts.ts';
import { contract, withContracts } from '../../contracts.ts';
import { requireRole } from '../../plugins/app/authentication.ts';
import { entityFields, readMultipart } from '../../entities/request-body.ts';

/** Names and problems shown in a preview: enough to judge, not the whole of a large file. */
const LISTED = 50;
/** The import's answer as lines of JSON: its progress while it writes, then its report. */
const PROGRESS_TYPE = 'application/x-ndjson';

async function upload(request: FastifyRequest, generations: number): Promise<{ file: Buffer; choice: ImportChoice }> {
  if (!request.isMultipart()) throw badRequest('body must be multipart/form-data with the GEDCOM file in the field "file"');
  request.uploadedFile = null;
  // A family of 50 000 with private fields is about 17 MB of GEDCOM; a larger upload is refused unread.
  await readMultipart(request, entityFields(entityByResource('family-members')), MAX_GEDCOM_BYTES);
  const file = request.uploadedFile;
  if (!file) throw badRequest('body/file is required');
  const fields = request.body as Record<string, unknown>;
  const unknown = Object.keys(fields).find((k) => k === 'file' || !(k in gedcomContracts.definitions.importForm.properties));
  if (unknown) throw badRequest(`body/${unknown} is not a field of a GEDCOM import`);
  const ancestor = typeof fields.ancestor === 'string' && fields.ancestor !== '' ? fields.ancestor : undefined;
  const under = fields.underId === undefined || fields.underId === '' ? undefined : String(fields.underId);
  if (under !== undefined && !/^[0-9]{1,9}$/.test(under)) throw badRequest('body/underId must be a member id');
  const matching = fields.matching ?? 'link';
  if (matching !== 'link' && matching !== 'none') throw badRequest('body/matching must be link or none');
  const separate = new Set(
    typeof fields.separate === 'string' ? fields.separate.split(',').map((x) => x.trim().replace(/^@|@$/g, '')) : [],
  );
  return {
    file,
    choice: { ancestor, underId: under === undefined ? undefined : Number(under), generations, matching: { matching, separate } },
  };
}

/** `generations`: how many generations below a daughter of the family the import places (DAUGHTERS_CHILDREN_GENERATIONS). */
export function registerImportRoutes(instance: FastifyInstance, generations: number): void {
  const app = withContracts(instance);
  const onRequest = requireRole('ADMIN');
  // The fields are read by upload() as the multipart stream arrives, not by Ajv: `multipart` puts them in /api/docs only.
  const schema = { tags: ['gedcom'], consumes: ['multipart/form-data'], multipart: contract('gedcom#/definitions/importForm') };

  const previewSchema = {
    ...schema,
    description:
      'What an import of this GEDCOM file or GEDZIP archive (.gdz, known by its content) would add: members, partners and the profile pictures the archive holds, the people it cannot place and the problems found. Writes nothing.',
    response: { 200: contract('gedcom#/definitions/preview') },
  };
  app.post('/api/v1/gedcom/preview', { schema: previewSchema, onRequest }, async (request) => {
    const { file, choice } = await upload(request, generations);
    const plan = await prepareImport(file, choice, app.repositories, app);
    return {
      ancestor: plan.ancestor,
      people: plan.fresh.members.length,
      partners: plan.fresh.partners.length,
      matches: { count: plan.matches.members.size, list: [...plan.matches.members.values()].slice(0, LISTED) },
      spouses: plan.spouses,
      inFile: plan.inFile,
      pictures: plan.pictures.size,
      unplaced: { count: plan.unplaced.length, people: plan.unplaced.slice(0, LISTED) },
      problems: { count: plan.problems.length, list: plan.problems.slice(0, LISTED) },
      candidates: plan.candidates,
    };
  });

  const importSchema = {
    ...schema,
    description: `Imports the branch: the members, their partners and (from a GEDZIP archive) their profile pictures, all or nothing. Answers 201 with the report; with \`Accept: ${PROGRESS_TYPE}\`, 200 and lines of JSON as it writes: {done, total} for each step, then the report, or the error ({statusCode, message}) that undid it.`,
    response: {
      200: { content: { [PROGRESS_TYPE]: { schema: contract('gedcom#/definitions/importLine') } } },
      201: contract('gedcom#/definitions/imported'),
    },
  };
  // Not compressed: gzip would hold the progress lines back until it had enough of them to pack.
  app.post('/api/v1/gedcom/import', { schema: importSchema, onRequest, compress: false }, async (request, reply) => {
    const { file, choice } = await upload(request, generations);
    // A file that cannot come in is refused here, with its status, before any answer starts.
    const prepared = await prepareImport(file, choice, app.repositories, app);
    const write = (onProgress?: (done: number, total: number) => void) => writeImport(app.repositories, app, prepared, choice, onProgress);
    if (!request.headers.accept?.includes(PROGRESS_TYPE))
      return reply.code(201).send({ ...(await write()), message: MESSAGES.gedcomImported });

    const lines = new PassThrough();
    const line = (value: GedcomImportLine) => lines.write(`${JSON.stringify(value)}\n`);
    void write((done, total) => line({ done, total }))
      .then(
        (report) => line({ ...report, message: MESSAGES.gedcomImported }),
        (error: Error) => {
          const answer = errorAnswer(error, faultMessage(request));
          if (answer.statusCode >= 500) request.log.error({ err: error }, 'GEDCOM import failed');
          line(answer);
        },
      )
      .finally(() => lines.end());
    // The answer is the stream of those lines, each written by line() as its contract says.
    return reply
      .code(200)
      .type(PROGRESS_TYPE)
      .header('Cache-Control', 'no-store')
      .send(lines as never);
  });
}
