// Serves the built browser app with history fallback: a GET that is neither /api nor a file gets index.html.
import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

export default fp<{ distDir: string }>(
  async (app, { distDir }) => {
    const hasApp = existsSync(join(distDir, 'index.html'));
    if (hasApp)
      await app.register(fastifyStatic, {
        root: distDir,
        wildcard: true,
        index: 'index.html',
        // The build writes .br/.gz copies (scripts/compress-dist.ts); phones get those, never the raw files.
        preCompressed: true,
        cacheControl: false,
        setHeaders: (res, filePath) => {
          // Hashed asset names change with their content, so they may be kept for a year; index.html must not.
          res.setHeader('cache-control', filePath.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    else app.log.warn(`no built app in ${distDir} (run npm run build): serving the API only`);

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0];
      if (hasApp && (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/') && path !== '/api') {
        return reply.type('text/html').sendFile('index.html');
      }
      return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `Route ${request.method}:${path} not found` });
    });
  },
  { name: 'static' },
);
