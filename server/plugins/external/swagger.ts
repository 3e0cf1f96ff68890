// The OpenAPI document and its UI at /api/docs, built from the same schemas that validate requests.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';

type Json = { [key: string]: unknown };

const COMPONENT = /^([^#]+)#\/components\/schemas\/(.+)$/;

/**
 * The contracts of schema/api/ (one file per area, a definition per body, query or answer) are components
 * named file-definition (`history-changeList`). Two spots of @fastify/swagger do not say so on their own:
 * a query or path parameter that refers to another file keeps that file's name before the `#`, and an
 * answer's description is its file's rather than its definition's. Both are set right here.
 */
function contractRefs(doc: Json): Json {
  const schemas = (doc.components as { schemas: Record<string, Json> }).schemas;
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const object = node as Json;
    const found = typeof object.$ref === 'string' ? COMPONENT.exec(object.$ref) : null;
    if (found && schemas[`${found[1]}-${found[2]}`]) object.$ref = `#/components/schemas/${found[1]}-${found[2]}`;
    Object.values(object).forEach(visit);
  };
  visit(doc.paths);
  for (const operations of Object.values(doc.paths as Record<string, Record<string, Json>>))
    for (const operation of Object.values(operations))
      for (const response of Object.values((operation.responses ?? {}) as Record<string, Json>)) {
        const content = Object.values((response.content ?? {}) as Record<string, { schema?: Json }>)[0];
        const name = typeof content?.schema?.$ref === 'string' ? content.schema.$ref.replace('#/components/schemas/', '') : undefined;
        const description = name?.includes('-') ? schemas[name]?.description : undefined;
        if (typeof description === 'string') response.description = description;
      }
  return doc;
}

export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: { title: 'Family portal API', version: '1' },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
        security: [{ bearer: [] }],
      },
      // Components keep the entity names ("member", "image") instead of def-0, def-1.
      refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
      // A multipart body is read by its route as the upload streams in, so it is no `body` for Ajv to check:
      // the route names its fields' contract under `multipart`, and the document shows it as the body.
      transform: ({ schema, url }) => {
        const { multipart, ...rest } = (schema ?? {}) as Json;
        return { schema: multipart ? { ...rest, body: multipart } : schema, url };
      },
      transformObject: (document) => ('openapiObject' in document ? contractRefs(document.openapiObject as Json) : document.swaggerObject),
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'swagger' },
);
