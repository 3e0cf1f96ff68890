// One process is the whole product: the API, its OpenAPI document, and the built app with history fallback.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

describe('server', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = await mkdtemp(join(tmpdir(), 'portal-dist-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'index.html'), '<!doctype html><title>portal</title>');
    await writeFile(join(dist, 'assets', 'app.js'), 'console.log(1)');
    await writeFile(join(dist, 'assets', 'app.js.br'), brotliCompressSync('console.log(1)'));
    t = await buildTestApp({ db: 'sqlite', config: { distDir: dist } });
  });
  afterAll(async () => t?.close());

  test('health', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok', database: 'ok' });
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
