// GET /manifest.webmanifest: the web app manifest that lets a phone install the portal, in the reader's language:
// its name, the language and the writing direction, standalone, the icons at 192 and 512 pixels (one maskable).
// The language is the portal's cookie (the page links the manifest with credentials), else the browser's.
import type { FastifyInstance } from 'fastify';
import { direction, LANGUAGE_COOKIE } from '../../../common/model/languages.ts';
import { outgoingTextsIn, requestLanguage } from '../../outgoing-texts.ts';
import { cookieLanguage } from '../../plugins/external/page-preloads.ts';

/** The portal's own colours: the page behind it while it starts, and the bar above it. */
const BACKGROUND = '#faf6f0';
const THEME = '#8a3b12';

const ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

export default async function installRoutes(app: FastifyInstance): Promise<void> {
  app.get('/manifest.webmanifest', { schema: { hide: true } }, async (request, reply) => {
    const cookie = request.headers.cookie;
    const lang = cookie?.includes(`${LANGUAGE_COOKIE}=`) ? cookieLanguage(cookie) : requestLanguage(request);
    const t = (key: string) => outgoingTextsIn(lang)(`app.${key}`);
    reply.type('application/manifest+json').header('cache-control', 'no-cache').header('vary', 'Cookie, Accept-Language');
    return {
      id: '/',
      name: t('name'),
      short_name: t('shortName'),
      description: t('description'),
      lang,
      dir: direction(lang),
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: BACKGROUND,
      theme_color: THEME,
      icons: ICONS,
    };
  });
}
