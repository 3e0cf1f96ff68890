// The type provider of the routes: a schema written `{ $ref: 'history#/definitions/changeList' }` types
// request.params, request.query, request.body and the handler's answer with the type `npm run gen`
// made from that very definition (common/generated/api.ts), so a route has no generic of its own.
//
// Why not @fastify/type-provider-json-schema-to-ts: it infers types from schemas written in TypeScript
// `as const`, which would move the contracts out of schema/api/*.json (or copy them), and it cannot follow
// a `$ref` to a schema registered with addSchema. The JSON files stay the one source; this is the lookup.
import type { FastifyInstance, FastifyTypeProvider } from 'fastify';
import type { ApiContracts } from '../common/generated/api.ts';

export type ContractRef = keyof ApiContracts;

type Contracted<S> = S extends { $ref: infer R } ? (R extends ContractRef ? ApiContracts[R] : unknown) : unknown;

export interface ContractProvider extends FastifyTypeProvider {
  validator: Contracted<this['schema']>;
  serializer: Contracted<this['schema']>;
}

/** A schema that is a contract of schema/api/; a misspelt one fails the typecheck. */
export const contract = <const R extends ContractRef>($ref: R): { $ref: R } => ({ $ref });

/** The instance whose routes take their types from the contracts they name. */
export const withContracts = (app: FastifyInstance) => app.withTypeProvider<ContractProvider>();
