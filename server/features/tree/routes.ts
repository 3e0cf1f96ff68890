// GET /api/v1/tree and /api/v1/tree/{rootId}: the family tree as the tree page draws it (compact columns,
// laid out, see server/features/tree/compact-tree.ts), for whoever may read members; and
// /api/v1/tree/{rootId}/around/{memberId}, the close family its focus view shows; /api/v1/tree/family/{memberId},
// one member among parents, brothers and sisters, partners and children, as the family view draws them;
// /api/v1/tree/ancestors/{memberId}, a member's ancestors on both lines for the pedigree and the fan chart;
// /api/v1/tree/photos, the members' pictures the poster draws on their cards. The spec's nested
// /api/v1/members/getrootmember stays for other clients.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { entityByResource } from '../../../common/model/entities.ts';
import { contract, withContracts } from '../../contracts.ts';
import { notFound } from '../../http-error.ts';
import { readingAs } from '../../plugins/app/authentication.ts';
import { presenter } from '../../entities/present.ts';
import { TreeRepository } from './repository.ts';
import { closeFamily } from './close-family.ts';
import { familyView, type FamilyViewSource } from './family-view.ts';
import { ancestors, type AncestorsSource } from './ancestors.ts';
import { partnersOfMember } from '../family/partner-member.ts';
import { createTreeCache } from './tree-cache.ts';

const notModified = { description: 'Not modified: the answer of the ETag sent is still the one.', type: 'null' } as const;

const acceptsBrotli = (request: FastifyRequest): boolean => /\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''));

export default async function treeRoutes(instance: FastifyInstance): Promise<void> {
  const app = withContracts(instance);
  const memberEntity = entityByResource('family-members');
  const readers = memberEntity['x-resource'].permissions.read!;
  const present = presenter(app, memberEntity);
  const repository = new TreeRepository(app.db);
  const cache = createTreeCache(repository);
  const partners = app.repositories.ofResource('family-partners');
  const { members } = app.repositories;
  const byIds = (ids: readonly number[]) => ({ sort: { field: 'id', order: 'ASC' }, filter: { id: [...ids] } }) as const;
  /** The members whose `field` is one of `ids`: none for no id. */
  const membersWith = async (field: 'id' | 'parentId' | 'motherId', ids: readonly number[]) =>
    ids.length === 0 ? [] : (await members.list({ sort: { field: 'id', order: 'ASC' }, filter: { [field]: [...ids] } })).records;
  const membersById = (ids: readonly number[]) => membersWith('id', ids);
  const familySource: FamilyViewSource = {
    lineIds: (id) => repository.lineIds(id),
    members: membersById,
    childrenOf: (ids) => membersWith('parentId', ids),
    childrenOfMarriages: (ids) => membersWith('motherId', ids),
    childCounts: (ids) => repository.childCounts(ids),
    marriagesOf: (member) => partnersOfMember(member, members, partners),
    partner: (id) => partners.findById(id),
  };
  const ancestorsSource: AncestorsSource = {
    members: membersById,
    partners: async (ids) => (await partners.list(byIds(ids))).records,
  };
  const reading = readingAs(readers);
  const schema = {
    tags: ['family-tree'],
    description:
      'The descendants of the root (the first member without a parent, or {rootId}) in columns: ids, how many places back the parent of each is, names as places in the list of the names of the family, genders (m/f), birth years and the tidy layout x from that of the parent in tenths of a sibling distance. Revalidate with If-None-Match: the ETag changes whenever the tree does.',
    // The answer is written once per tree version and sent as it was kept (JSON text, or brotli), not serialised again.
    response: { 200: contract('tree#/definitions/compactTree'), 304: notModified },
  };

  async function send(request: FastifyRequest, reply: FastifyReply, rootId: number | undefined) {
    const { etag, tree } = await cache.get(rootId);
    reply.header('ETag', etag).header('Cache-Control', 'private, no-cache').header('Vary', 'Accept-Encoding');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    const cached = await tree();
    if (!cached) throw notFound(rootId === undefined ? 'The family tree is empty' : `No member with id ${rootId}`);
    reply.type('application/json');
    return acceptsBrotli(request) ? reply.header('Content-Encoding', 'br').send(cached.brotli) : reply.send(cached.json);
  }

  app.get('/api/v1/tree', { schema, ...reading }, (request, reply) => send(request, reply, undefined));
  app.get(
    '/api/v1/tree/:rootId',
    { schema: { ...schema, params: contract('tree#/definitions/treeParams') }, ...reading },
    (request, reply) => send(request, reply, Number(request.params.rootId)),
  );

  app.get(
    '/api/v1/tree/photos',
    {
      schema: {
        tags: ['family-tree'],
        description:
          "The members who have a profile picture, each with a signed link to it (the member's userProfileImageLink), for the pictures on the tree's poster.",
        response: { 200: contract('tree#/definitions/treePhotos') },
      },
      ...reading,
    },
    async (request) => {
      const photos = (await repository.pictures()).map(({ id, key }) => ({
        memberId: id,
        link: String(present({ id, userProfileImageLink: key }, request).userProfileImageLink),
      }));
      return { photos };
    },
  );

  app.get(
    '/api/v1/tree/:rootId/around/:memberId',
    {
      schema: {
        tags: ['family-tree'],
        description:
          'The focus view of the tree of {rootId}: member {memberId}, the line from the root down to their parent, their children and grandchildren, each with how many children they have. 404 when the member is not in that tree. Revalidate with If-None-Match.',
        params: contract('tree#/definitions/aroundParams'),
        response: {
          200: contract('tree#/definitions/closeFamily'),
          304: notModified,
        },
      },
      ...reading,
    },
    async (request, reply) => {
      const [rootId, memberId] = [Number(request.params.rootId), Number(request.params.memberId)];
      const version = await repository.version();
      const etag = `"around-${rootId}-${memberId}-${version}"`;
      reply.header('ETag', etag).header('Cache-Control', 'private, no-cache');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      const family = await closeFamily(repository, version, rootId, memberId);
      if (!family) throw notFound(`No member with id ${memberId} in the tree of member ${rootId}`);
      return family;
    },
  );

  app.get(
    '/api/v1/tree/family/:memberId',
    {
      schema: {
        tags: ['family-tree'],
        description:
          "The family view of member {memberId}: the fathers up to the family's first ancestor, the mother, the brothers and sisters, the partners in the order of their marriages and the children, each as a card (name, gender, years, deceased, photo, number of children). 404 when there is no such member.",
        params: contract('tree#/definitions/familyParams'),
        response: { 200: contract('tree#/definitions/familyView') },
      },
      ...reading,
    },
    async (request) => {
      const memberId = Number(request.params.memberId);
      const family = await familyView(familySource, memberId);
      if (!family) throw notFound(`No member with id ${memberId}`);
      return family;
    },
  );

  app.get(
    '/api/v1/tree/ancestors/:memberId',
    {
      schema: {
        tags: ['family-tree'],
        description:
          "The ancestors of member {memberId} on both lines, for the pedigree and the fan chart: each place by its Ahnentafel number (1 the member, 2 the father, 3 the mother, 2n and 2n+1 the parents of n) with the public fields of a family view's card, up to {generations} generations (the member's own counted; 5 unless asked, at most 7). A mother from outside the family has no id and no parents; a wife who is a member of the family has both. 404 when there is no such member.",
        params: contract('tree#/definitions/ancestorsParams'),
        querystring: contract('tree#/definitions/ancestorsQuery'),
        response: { 200: contract('tree#/definitions/ancestors') },
      },
      ...reading,
    },
    async (request) => {
      const memberId = Number(request.params.memberId);
      const generations = Number(request.query.generations ?? '5');
      const found = await ancestors(ancestorsSource, memberId, generations);
      if (!found) throw notFound(`No member with id ${memberId}`);
      return { generations, ancestors: found };
    },
  );
}
