// Compresses API answers (a large family's tree is megabytes of JSON). Static files come compressed
// from the build already, and @fastify/compress leaves an answer alone once it has a Content-Encoding.
import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    // gzip only: brotli at its default quality costs more server time than it saves on the wire.
    await app.register(fastifyCompress, { global: true, encodings: ['gzip', 'deflate'], threshold: 1024 });
  },
  { name: 'compress' },
);
