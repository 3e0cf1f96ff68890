// Compresses API answers (a large family's tree is megabytes of JSON). Static files come compressed
// from the build already, and @fastify/compress leaves an answer alone once it has a Content-Encoding.
import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    // A client that accepts brotli only (the spec's nested tree was sent to it uncompressed, 2.3 MB at
    // 20,000 members) gets brotli; gzip stays first for those that accept both. Brotli at its default
    // quality (11) takes seconds on that tree; at 5 it takes what gzip takes (27 against 25 ms) for a
    // slightly smaller answer (153 against 155 KB).
    await app.register(fastifyCompress, {
      global: true,
      encodings: ['gzip', 'br', 'deflate'],
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
      threshold: 1024,
    });
  },
  { name: 'compress' },
);
