// The family-tree calls of spec section 7 beside the generic member routes.
import type { FastifyInstance } from 'fastify';
import { contract, withContracts } from '../../contracts.ts';
import type { MemberRecord, PartnerRecord } from '../../../common/generated/types.ts';
import { notFound } from '../../http-error.ts';
import { readingAs, requireRole } from '../../plugins/app/authentication.ts';
import type { EntityRecord } from '../../db/codec.ts';
import type { EntityService } from '../../entities/entity-service.ts';
import { prepareBody, writableInput } from '../../entities/request-body.ts';
import { bodySchema, listResponse, messageResponse, ref } from '../../entities/schemas.ts';
import { marriageOf, partnersOfMember } from './partner-member.ts';

/** As many places as a form's list of suggestions shows at once. */
const PLACES_OFFERED = 10;

export function registerMemberRoutes(
  instance: FastifyInstance,
  members: EntityService<MemberRecord>,
  partners: EntityService<PartnerRecord>,
): void {
  const app = withContracts(instance);
  const { endpoint, permissions, name } = members.entity['x-resource'];
  const read = readingAs(permissions.read!);
  const create = requireRole(permissions.create!);
  const tags = [name];
  const params = contract('params#/definitions/byId');

  app.get(
    `${endpoint}/getrootmember`,
    { schema: { tags, response: { 200: { $ref: 'member#/definitions/treeNode' } } }, ...read },
    async (_request, reply) => {
      const root = await app.repositories.members.tree();
      if (!root) throw notFound('The family tree is empty');
      // The nodes are built with exactly the treeNode fields, so nothing private can slip through; on a
      // family of 50 000, JSON.stringify is several times faster than the schema serialiser on this recursion.
      return reply.serializer(JSON.stringify).send(root);
    },
  );

  // A member's children and partners are both records that point at the member: one pair of calls
  // each, to add one under the member and to list them (`listed` gives the list in its order).
  const relatedCalls = (
    related: EntityService,
    foreignKey: string,
    add: string,
    list: string,
    listed: (member: MemberRecord) => Promise<EntityRecord[]> = (member) => related.repo.where(foreignKey, member.id),
  ) => {
    app.post(
      `${endpoint}/:id/${add}`,
      {
        schema: { tags, params, body: bodySchema(related.entity, false, [foreignKey]), response: { 201: messageResponse(related.entity) } },
        onRequest: create,
        preValidation: prepareBody(related.entity, false),
      },
      async (request, reply) => {
        const member = await members.find(request.params.id);
        const input = { ...writableInput(related.entity, request.body, request.currentUser?.id, true), [foreignKey]: member.id };
        const { record, message } = await related.create(request, input);
        return reply.code(201).send({ ...related.present(record, request), message });
      },
    );
    app.get(
      `${endpoint}/:id/${list}`,
      { schema: { tags, params, response: { 200: listResponse(related.entity) } }, ...read },
      async (request) => {
        const member = await members.find(request.params.id);
        return (await listed(member)).map((r) => related.present(r, request));
      },
    );
  };
  relatedCalls(members, 'parentId', 'addchild', 'getchildren');
  // A member who is the partner of another member sees that marriage among her own: one person, two roles.
  relatedCalls(partners, 'memberId', 'addpartner', 'getpartners', (member) => partnersOfMember(member, members.repo, partners.repo));

  // Before /:id, which would take "places" for a member's id.
  app.get(
    `${endpoint}/places`,
    {
      schema: {
        tags,
        summary: 'The places the family has written that start with what was typed',
        querystring: contract('entities#/definitions/placesQuery'),
        response: { 200: contract('entities#/definitions/placeList') },
      },
      ...read,
    },
    async (request) => app.repositories.members.places(request.query.q ?? '', PLACES_OFFERED),
  );

  app.get(`${endpoint}/:id/getparent`, { schema: { tags, params, response: { 200: ref(members.entity) } }, ...read }, async (request) => {
    const member = await members.find(request.params.id);
    if (member.parentId === null) throw notFound(`Member ${request.params.id} is the root of the tree: no parent`);
    return members.present(await members.find(member.parentId), request);
  });

  // The name chain (nasab) of the member's record: names and genders only, so a BISH sees nothing private.
  app.get(
    `${endpoint}/:id/lineage`,
    { schema: { tags, params, response: { 200: { type: 'array', items: { $ref: 'member#/definitions/ancestor' } } } }, ...read },
    async (request) => {
      const member = await members.find(request.params.id);
      return app.repositories.members.lineage(member.id);
    },
  );

  app.get(
    `${endpoint}/:id/getonepartner/:partnerId`,
    { schema: { tags, params: contract('entities#/definitions/memberPartner'), response: { 200: ref(partners.entity) } }, ...read },
    async (request) => {
      const marriage = await marriageOf(
        await partners.find(request.params.partnerId),
        Number(request.params.id),
        members.repo,
        partners.repo,
      );
      if (!marriage) throw notFound(`Partner ${request.params.partnerId} is not a partner of member ${request.params.id}`);
      return partners.present(marriage, request);
    },
  );
}
