// POST /api/v1/gedcom/preview and the imports (ADMIN): a GEDCOM file or a GEDZIP archive in the multipart field
// `file`, the file's ancestor whose descendants come in (`ancestor`, its xref) and the member they join under
// (`underId`; none for an empty portal). The preview writes nothing; an import, all or nothing, is a recorded
// job (import-jobs.ts): POST /api/v1/gedcom/imports starts it and answers its id at once, GET follows it;
// POST /api/v1/gedcom/import runs one and answers its report when it ends.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { entityByResource } from '../../../common/model/entities.ts';
import gedcomContracts from '../../../schema/api/gedcom.json';
import { prepareImport, type ImportChoice } from './import.ts';
import { ImportJobs, type ImportStart } from './import-jobs.ts';
import { MAX_GEDCOM_BYTES } from './read-gedzip.ts';
import { UploadedFile } from './upload.ts';
import { badRequest, errorAnswer, notFound } from '../../http-error.ts';
import { faultMessage } from '../../refusal-texts.ts';
import { contract, withContracts } from '../../contracts.ts';
import { requireRole } from '../../plugins/app/authentication.ts';
import { entityFields, readMultipart } from '../../entities/request-body.ts';

/** Names and problems shown in a preview: enough to judge, not the whole of a large file. */
const LISTED = 50;

/** The upload written to the disk, and what the admin chose; the file is the caller's to discard. */
async function upload(
  request: FastifyRequest,
  generations: number,
  dataDir: string,
): Promise<{ file: UploadedFile; fileName: string; choice: ImportChoice }> {
  if (!request.isMultipart()) throw badRequest('body must be multipart/form-data with the GEDCOM file in the field "file"');
  request.uploadedFile = null;
  const file = await UploadedFile.make(dataDir);
  try {
    // A family of 200,000 with private fields is about 70 MB of GEDCOM; a larger upload is refused unread.
    const fileName = await readMultipart(request, entityFields(entityByResource('family-members')), {
      path: file.path,
      maxBytes: MAX_GEDCOM_BYTES,
    });
    if (fileName === undefined) throw badRequest('body/file is required');
    return { file, fileName: fileName || 'family.ged', choice: importChoice(request.body as Record<string, unknown>, generations) };
  } catch (error) {
    await file.discard();
    throw error;
  }
}

/** The import's fields as the admin filled them in. */
function importChoice(fields: Record<string, unknown>, generations: number): ImportChoice {
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
  return { ancestor, underId: under === undefined ? undefined : Number(under), generations, matching: { matching, separate } };
}

/**
 * `generations`: how many generations below a daughter of the family the import places (DAUGHTERS_CHILDREN_GENERATIONS);
 * `dataDir`: the data folder, whose `uploads` holds each file while it is read.
 */
export function registerImportRoutes(instance: FastifyInstance, { generations, dataDir }: { generations: number; dataDir: string }): void {
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
    const { file, choice } = await upload(request, generations, dataDir);
    const plan = await prepareImport(file, choice, app.repositories, app).finally(() => file.discard());
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

  const jobs = new ImportJobs(app.repositories, app, app.log);
  /** The upload started as a job, its failure worded for the admin who sent it. */
  const startImport = async (request: FastifyRequest) => {
    const { file, fileName, choice } = await upload(request, generations, dataDir);
    const describe: ImportStart['describe'] = (error) => {
      const { statusCode, message } = errorAnswer(error, faultMessage(request));
      return { statusCode, message };
    };
    return jobs.start({ upload: file, fileName, choice, startedBy: request.currentUser!, describe });
  };

  app.post(
    '/api/v1/gedcom/import',
    {
      onRequest,
      schema: {
        ...schema,
        description:
          'Imports the branch: the members, their partners and (from a GEDZIP archive) their profile pictures, all or nothing, and answers 201 with the report when it is done; 409 while another import runs. The import is recorded as the imports below are.',
        response: { 201: contract('gedcom#/definitions/imported') },
      },
    },
    async (request, reply) => {
      const { finished } = await startImport(request);
      return reply.code(201).send(await finished);
    },
  );

  app.post(
    '/api/v1/gedcom/imports',
    {
      onRequest,
      schema: {
        ...schema,
        description:
          'Starts the import as a job and answers 202 with it at once (Location: its address); 409 while another import runs. Follow it with GET /api/v1/gedcom/imports/{id}: reading, writing (done of total), then done with its report or failed with its error, nothing written.',
        response: { 202: contract('gedcom#/definitions/importJob') },
      },
    },
    async (request, reply) => {
      const { id, finished } = await startImport(request);
      // Its end is recorded by the job and read by GET; no one awaits it here.
      finished.catch(() => undefined);
      const job = (await jobs.find(id))!;
      return reply.code(202).header('Location', `/api/v1/gedcom/imports/${id}`).send(job);
    },
  );

  app.get(
    '/api/v1/gedcom/imports',
    {
      onRequest,
      schema: {
        tags: ['gedcom'],
        description: 'The recent imports, newest first: the one running (if any) with its progress, the others with their report or error.',
        response: { 200: contract('gedcom#/definitions/importJobList') },
      },
    },
    async (_request, reply) => reply.header('Cache-Control', 'no-store').send(await jobs.recent()),
  );

  app.get(
    '/api/v1/gedcom/imports/:id',
    {
      onRequest,
      schema: {
        tags: ['gedcom'],
        description: 'One import: its progress while it runs, then its report or its error.',
        params: contract('params#/definitions/byId'),
        response: { 200: contract('gedcom#/definitions/importJob') },
      },
    },
    async (request, reply) => {
      const job = await jobs.find(Number(request.params.id));
      if (!job) throw notFound(`No GEDCOM import with id ${request.params.id}`);
      return reply.header('Cache-Control', 'no-store').send(job);
    },
  );
}
