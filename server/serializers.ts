// The answers' serializers (fast-json-stringify, Fastify's own), compiled once per process for each schema.
// Fastify compiles one for every route's every answer when an app starts, about two seconds of the portal's
// start on a 2-core machine; a process that builds the portal many times (the API tests build hundreds of
// apps) paid them each time. A compiled serializer depends only on its schema, the shared schemas its $refs
// reach and the options, which is what it is kept by; an app is still built with every serializer compiled
// before it serves, so a broken schema stops its start as before.
import { createHash } from 'node:crypto';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

type SerializerFactory = ReturnType<typeof SerializerSelector>;
type Serializer = ReturnType<ReturnType<SerializerFactory>>;

const compileWith = SerializerSelector();
const compiled = new Map<string, Serializer>();

export const reusedSerializers: SerializerFactory = (externalSchemas, options) => {
  const compile = compileWith(externalSchemas, options);
  const context = createHash('sha256')
    .update(JSON.stringify([externalSchemas, options ?? {}]))
    .digest('base64url');
  return (route) => {
    const key = `${context} ${JSON.stringify(route.schema)}`;
    let serializer = compiled.get(key);
    if (!serializer) compiled.set(key, (serializer = compile(route)));
    return serializer;
  };
};
