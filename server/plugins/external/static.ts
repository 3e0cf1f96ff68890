// Serves the built browser app with history fallback: a GET that is neither /api nor a file gets index.html,
// naming the files its first screen needs in the reader's language (page-preloads.ts).
import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { matchRoute } from '../../../common/routing/routeTable.ts';
import { cookieLanguage, pagePreloads } from './page-preloads.ts';

export default fp<{ distDir: string }>(
  async (app, { distDir }) => {
    const hasApp = existsSync(join(distDir, 'index.html'));
    if (hasApp)
      await app.register(fastifyStatic, {
        root: distDir,
        wildcard: true,
        // index.html goes out with its preloads, from the routes below.
        index: false,
        // The build writes .br/.gz copies (scripts/compress-dist.ts); phones get those, never the raw files.
        preCompressed: true,
        cacheControl: false,
        setHeaders: (res, filePath) => {
          // Hashed asset names change with their content, so they may be kept for a year; index.html must not.
          res.setHeader('cache-control', filePath.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    else app.log.warn(`no built app in ${distDir} (run npm run build): serving the API only`);
    const pages = hasApp ? pagePreloads(distDir) : undefined;

    /** The page for a browser's address, or the API's 404. */
    const answer = (request: FastifyRequest, reply: FastifyReply) => {
      const queryAt = request.url.indexOf('?');
      const path = queryAt < 0 ? request.url : request.url.slice(0, queryAt);
      if (pages && (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/') && path !== '/api') {
        const page = pages.page(
          matchRoute(path)?.entry.screen,
          cookieLanguage(request.headers.cookie),
          queryAt < 0 ? '' : request.url.slice(queryAt + 1),
        );
        // The page differs by the language cookie, and is read afresh at each visit, like index.html.
        return reply.type('text/html').header('cache-control', 'no-cache').header('vary', 'Cookie').send(page);
      }
      return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `Route ${request.method}:${path} not found` });
    };
    // The home page is the folder's own address, which the file server leaves to this route.
    if (pages) app.get('/', answer);
    app.setNotFoundHandler(answer);
  },
  { name: 'static' },
);
