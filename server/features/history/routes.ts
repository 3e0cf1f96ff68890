// The history of the family's records (server/features/history): the recent changes and one record's, for those
// who may change the records (MODERATOR: the family content; ADMIN: the accounts' roles too), and the
// ADMIN's undo of a change (a deleted record restored, an edit reverted).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contract, withContracts } from '../../contracts.ts';
import { historyResources } from '../../../common/model/history.ts';
import { ChangeLog, type StoredChange } from './repository.ts';
import { Undo } from './undo.ts';
import { forbidden, notFound } from '../../http-error.ts';
import { requireRole, roleOf } from '../../plugins/app/authentication.ts';

const PAGE = 50;

export default async function historyRoutes(instance: FastifyInstance): Promise<void> {
  const app = withContracts(instance);
  const log = new ChangeLog(app.db, app.dialect);
  const undo = new Undo(app.db, log, app.repositories);
  const tags = ['history'];
  const byId = contract('params#/definitions/byId');

  /** The change, when the caller may read its resource's history; 404 otherwise (whether it exists is theirs to know only then). */
  async function readable(request: FastifyRequest, id: number): Promise<StoredChange> {
    const found = await log.find(id);
    if (!found || !historyResources(roleOf(request)).includes(found.resource)) throw notFound(`Change ${id} not found`);
    return found;
  }

  app.get(
    '/api/v1/changes',
    {
      onRequest: requireRole('MODERATOR'),
      schema: {
        tags,
        description:
          'Changes newest first: a record’s (resource and recordId) with those that followed from them, or the family’s as people made them. Page on with `before`, the last id shown.',
        querystring: contract('history#/definitions/changesQuery'),
        response: { 200: contract('history#/definitions/changeList') },
      },
    },
    async (request) => {
      const role = roleOf(request);
      const { resource, recordId, before, limit } = request.query;
      const resources = historyResources(role);
      if (resource !== undefined && !resources.includes(resource)) throw forbidden();
      const asNumber = (text: string | undefined) => (text === undefined ? undefined : Number(text));
      const pageSize = asNumber(limit) ?? PAGE;
      const changes = await log.list({ resources, resource, recordId: asNumber(recordId), before: asNumber(before), limit: pageSize });
      return { changes: await log.present(changes, role), next: changes.length === pageSize ? Number(changes.at(-1)!.id) : null };
    },
  );

  app.get(
    '/api/v1/changes/:id',
    {
      onRequest: requireRole('MODERATOR'),
      schema: {
        tags,
        description: 'One change, the records that went with it, and (for an ADMIN) what undoing it would do.',
        params: byId,
        response: { 200: contract('history#/definitions/changeDetail') },
      },
    },
    async (request) => {
      const role = roleOf(request);
      const found = await readable(request, Number(request.params.id));
      const [shown] = await log.present([found], role);
      const followers = await log.present(await log.followers(Number(found.id)), role);
      return { change: shown, followers, undo: role === 'ADMIN' ? ((await undo.plan(found)) ?? null) : null };
    },
  );

  app.post(
    '/api/v1/changes/:id/undo',
    {
      onRequest: requireRole('ADMIN'),
      schema: {
        tags,
        description:
          'Restores the deleted record (with the records deleted with it) or reverts the edit; 409 with the reason when it cannot.',
        params: byId,
        response: { 200: contract('history#/definitions/undone') },
      },
    },
    async (request) => {
      const found = await readable(request, Number(request.params.id));
      const done = await undo.run(found);
      const [shown] = await log.present([done], roleOf(request));
      return { change: shown, message: found.action === 'delete' ? 'Restored Successfully !' : 'Reverted Successfully !' };
    },
  );

  app.post(
    '/api/v1/changes/:id/erase',
    {
      onRequest: requireRole('ADMIN'),
      schema: {
        tags,
        description:
          'Forgets a deleted record for good: its values and name leave the history (of the records deleted with it too) and its kept pictures are removed; it can no longer be restored.',
        params: byId,
        response: { 200: contract('params#/definitions/message') },
      },
    },
    async (request) => {
      const found = await readable(request, Number(request.params.id));
      const files = await undo.erase(found);
      for (const key of files) await app.storage.remove(key);
      return { message: 'Erased Successfully !' };
    },
  );
}
