// One process is the whole product: the API, its OpenAPI document, and the built app with history fallback.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { HERO_IMAGE } from '../../common/routing/pageModules.ts';

describe('server', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = await mkdtemp(join(tmpdir(), 'portal-dist-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'index.html'), '<!doctype html><html><head><title>portal</title></head><body></body></html>');
    await writeFile(join(dist, 'assets', 'app.js'), 'console.log(1)');
    await writeFile(join(dist, 'assets', 'app.js.br'), brotliCompressSync('console.log(1)'));
    // The build's manifest, as vite writes it: the entry, the texts of two languages and one lazily loaded page.
    await mkdir(join(dist, '.vite'));
    const manifest = {
      'index.html': { file: 'assets/app.js', isEntry: true, imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css'] },
      'src/ui/i18n/ar.ts': { file: 'assets/ar.js', isDynamicEntry: true },
      'src/ui/i18n/en.ts': { file: 'assets/en.js', isDynamicEntry: true },
      'src/public-site/pages/members/MemberDetailPage.tsx': {
        file: 'assets/MemberDetailPage.js',
        isDynamicEntry: true,
        imports: ['index.html', '_shared.js', '_familyTexts.js'],
      },
      '_familyTexts.js': { file: 'assets/familyTexts.js', dynamicImports: ['i18n/ar.json?family.json', 'i18n/en.json?family.json'] },
      'i18n/ar.json?family.json': { file: 'assets/ar.json_family.js', isDynamicEntry: true },
      'src/public-site/pages/tree/FamilyTreePage.tsx': {
        file: 'assets/FamilyTreePage.js',
        css: ['assets/FamilyTreePage.css'],
        isDynamicEntry: true,
        imports: ['index.html', '_shared.js'],
        dynamicImports: ['src/public-site/pages/tree/Overview.tsx', 'src/public-site/pages/tree/AncestorsLook.tsx'],
      },
      'src/public-site/pages/tree/Overview.tsx': {
        file: 'assets/Overview.js',
        isDynamicEntry: true,
        imports: ['_shared.js', '_flatbush.js'],
      },
      '_flatbush.js': { file: 'assets/flatbush.js', css: ['assets/flatbush.css'] },
      'src/public-site/pages/tree/AncestorsLook.tsx': { file: 'assets/AncestorsLook.js', isDynamicEntry: true, imports: ['_shared.js'] },
      'i18n/en.json?family.json': { file: 'assets/en.json_family.js', isDynamicEntry: true },
    };
    await writeFile(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
    t = await buildTestApp({ db: 'sqlite', config: { distDir: dist } });
  });
  afterAll(async () => t?.close());

  test('health', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok', database: 'ok', storage: 'ok' });
  });

  test('browser paths get the app, files are served, unknown API paths are a JSON 404', async () => {
    for (const url of ['/', '/family-members/12', '/adminboard/users/']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toContain('<title>portal</title>');
    }
    expect((await t.app.inject({ method: 'HEAD', url: '/family-members' })).statusCode).toBe(200);
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.body).toBe('console.log(1)');
    const api = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json().message).toMatch(/not found/);
  });

  test("an address's page names the files its screen needs beyond the bundle, in the reader's language, for the browser to fetch at once", async () => {
    const preloads = async (url: string, cookie?: string) => {
      const page = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
      expect(page.headers.vary).toMatch(/Cookie/);
      return [...page.body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" \/>/g)].map((m) => m[1]);
    };
    // Arabic without a cookie: the texts, the page's own code and its texts; nothing the bundle holds.
    expect(await preloads('/family-members/12')).toEqual([
      '/assets/ar.js',
      '/assets/MemberDetailPage.js',
      '/assets/familyTexts.js',
      '/assets/ar.json_family.js',
    ]);
    expect(await preloads('/family-members/12', 'other=1; selectedLanguage=en')).toEqual([
      '/assets/en.js',
      '/assets/MemberDetailPage.js',
      '/assets/familyTexts.js',
      '/assets/en.json_family.js',
    ]);
    // The home page and the back office load with the bundle: only the reader's texts; a made-up language is Arabic.
    expect(await preloads('/', 'selectedLanguage=en')).toEqual(['/assets/en.js']);
    expect(await preloads('/adminboard/users', 'selectedLanguage=xx')).toEqual(['/assets/ar.js']);
  });

  test("the home page's hero is fetched with its page, and only with it", async () => {
    const images = async (url: string) =>
      [...(await t.app.inject({ method: 'GET', url })).body.matchAll(/<link rel="preload" href="([^"]+)" as="image" \/>/g)].map(
        (m) => m[1],
      );
    expect(await images('/')).toEqual([HERO_IMAGE]);
    expect(await images('/family-tree/1?focus=7')).toEqual([]);
    expect(await images('/family-members/12')).toEqual([]);
  });

  test("the tree's look that its address asks for is named with the page when it is a chunk of its own", async () => {
    const preloads = async (url: string) =>
      [...(await t.app.inject({ method: 'GET', url })).body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" \/>/g)].map(
        (m) => m[1],
      );
    expect(await preloads('/family-tree/1?view=all&z=2')).toEqual([
      '/assets/ar.js',
      '/assets/FamilyTreePage.js',
      '/assets/Overview.js',
      '/assets/flatbush.js',
    ]);
    expect(await preloads('/family-tree/1?focus=7&view=fan')).toEqual([
      '/assets/ar.js',
      '/assets/FamilyTreePage.js',
      '/assets/AncestorsLook.js',
    ]);
    // The family view is in the page's own chunk; a look nobody knows is the page alone.
    expect(await preloads('/family-tree/1?focus=7')).toEqual(['/assets/ar.js', '/assets/FamilyTreePage.js']);
    expect(await preloads('/family-tree/1?view=nonsense')).toEqual(['/assets/ar.js', '/assets/FamilyTreePage.js']);
  });

  test("a screen's style sheets are linked from its page, so that loading its code waits for none; the bundle's own are in index.html", async () => {
    const sheets = async (url: string) =>
      [...(await t.app.inject({ method: 'GET', url })).body.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)" \/>/g)].map(
        (m) => m[1],
      );
    expect(await sheets('/family-tree/1?view=all')).toEqual(['/assets/FamilyTreePage.css', '/assets/flatbush.css']);
    expect(await sheets('/family-tree/1?focus=7')).toEqual(['/assets/FamilyTreePage.css']);
    // The member's page imports the bundle's shared chunk, which index.html links already.
    expect(await sheets('/family-members/12')).toEqual([]);
  });

  test('phones get compressed files: the brotli copy from the build, hashed assets cached for a year, the page never stale', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.rawPayload.equals(brotliCompressSync('console.log(1)'))).toBe(true);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await t.app.inject({ method: 'GET', url: '/family-members', headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  test('large API answers are gzip-compressed', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(docs.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(docs.rawPayload).toString()).openapi).toMatch(/^3/);
  });

  test('security headers', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(page.headers['content-security-policy']).toMatch(/img-src 'self' data: blob:/);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBeTruthy();
  });

  test('the OpenAPI document names the entity schemas and is served with its UI at /api/docs', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(['member', 'partner', 'album', 'image', 'notification', 'activity', 'user', 'contactMail']),
    );
    expect(JSON.stringify(doc.paths['/api/v1/members/{id}'].get.responses['200'])).toContain('#/components/schemas/member');
    expect(doc.paths['/api/v1/members/{id}/addchild']).toBeDefined();
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/' })).statusCode).toBe(200);
  });

  test('without a built app the API is still served', async () => {
    const apiOnly = await buildTestApp({ db: 'sqlite' });
    try {
      expect((await apiOnly.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect((await apiOnly.app.inject({ method: 'GET', url: '/family-members' })).statusCode).toBe(404);
    } finally {
      await apiOnly.close();
    }
  });
});
