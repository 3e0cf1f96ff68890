// Configuration from the environment: safe defaults, and refusals of values that cannot work.
import { mkdtemp, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { loadSecret } from '../../server/secret.ts';

test('an empty environment gives a working embedded setup', () => {
  const config = loadConfig({});
  expect(config).toMatchObject({
    port: 8080,
    host: '0.0.0.0',
    adminUsername: 'admin',
    adminEmail: 'admin@localhost',
    demo: true,
    jwtTtl: 86_400,
    maxUploadMb: 15,
  });
  expect(config.databaseUrl).toBeUndefined();
  expect(config.smtpUrl).toBeUndefined();
  expect(config.dataDir).toMatch(/data$/);
});

test('DEMO=false turns the demo off; blank values count as unset', () => {
  expect(loadConfig({ DEMO: 'false' }).demo).toBe(false);
  expect(loadConfig({ DEMO: '0' }).demo).toBe(false);
  expect(loadConfig({ DATABASE_URL: '  ' }).databaseUrl).toBeUndefined();
  expect(loadConfig({ PORT: '9000', JWT_TTL: '60' })).toMatchObject({ port: 9000, jwtTtl: 60 });
});

test('a number that is not one is refused at start, not at the first request', () => {
  expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  expect(() => loadConfig({ JWT_TTL: '-5' })).toThrow(/JWT_TTL/);
});

test('NAME_MAX sets the longest full name in letters: the spec’s 20 by default, no fewer than its minimum, no more than a stored name holds', () => {
  expect(loadConfig({}).nameMax).toBe(20);
  expect(loadConfig({ NAME_MAX: '30' }).nameMax).toBe(30);
  expect(() => loadConfig({ NAME_MAX: '5' })).toThrow(/NAME_MAX must be from 6 to 60/);
  expect(() => loadConfig({ NAME_MAX: '61' })).toThrow(/NAME_MAX must be from 6 to 60/);
  expect(() => loadConfig({ NAME_MAX: 'long' })).toThrow(/NAME_MAX/);
});

test('PHONE_REGIONS lists the regions of registering numbers: none (the spec’s local rule) by default, unknown codes refused at start', () => {
  expect(loadConfig({}).phoneRegions).toBeNull();
  expect(loadConfig({ PHONE_REGIONS: 'il, jo,DE' }).phoneRegions).toEqual(['IL', 'JO', 'DE']);
  expect(() => loadConfig({ PHONE_REGIONS: 'IL,XX' })).toThrow(/PHONE_REGIONS has unknown regions: XX/);
});

test('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are taken together, for instances on several machines', () => {
  expect(loadConfig({}).vapidKeys).toBeUndefined();
  expect(loadConfig({ VAPID_PUBLIC_KEY: 'pub', VAPID_PRIVATE_KEY: 'priv' }).vapidKeys).toEqual({ publicKey: 'pub', privateKey: 'priv' });
  expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'pub' })).toThrow(/VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together/);
});

test('a JWT_SECRET shorter than 32 bytes is refused at start, with how to make a good one', () => {
  expect(() => loadConfig({ JWT_SECRET: 'secret' })).toThrow(/JWT_SECRET must be at least 32 bytes.*randomBytes/);
  const strong = 'k'.repeat(32);
  expect(loadConfig({ JWT_SECRET: strong }).jwtSecret).toBe(strong);
});

test('TRUST_PROXY is off by default, on for any proxy, or a list of proxy addresses', () => {
  expect(loadConfig({}).trustProxy).toBe(false);
  expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 172.16.0.0/12' }).trustProxy).toEqual(['10.0.0.2', '172.16.0.0/12']);
});

test('without JWT_SECRET a secret is generated once, kept private in DATA_DIR and reused', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-secret-'));
  const first = await loadSecret({ dataDir });
  expect(first.length).toBeGreaterThanOrEqual(32);
  expect(await loadSecret({ dataDir })).toBe(first);
  expect((await stat(join(dataDir, 'secret'))).mode & 0o777).toBe(0o600);
  expect(await loadSecret({ dataDir, jwtSecret: 'given' })).toBe('given');
});

test('STORAGE_URL names a bucket and prefix in S3, addressed path-style when AWS_ENDPOINT_URL names an S3-compatible server', () => {
  expect(loadConfig({}).bucket).toBeUndefined();
  expect(loadConfig({ STORAGE_URL: 's3://family-photos' }).bucket).toEqual({ bucket: 'family-photos', prefix: '', pathStyle: false });
  expect(loadConfig({ STORAGE_URL: 's3://family-photos/portal/files/', AWS_ENDPOINT_URL: 'http://127.0.0.1:9000' }).bucket).toEqual({
    bucket: 'family-photos',
    prefix: 'portal/files/',
    pathStyle: true,
  });
  expect(() => loadConfig({ STORAGE_URL: '/srv/photos' })).toThrow(/STORAGE_URL must be s3:\/\/bucket or s3:\/\/bucket\/prefix/);
  expect(() => loadConfig({ STORAGE_URL: 's3://Family_Photos' })).toThrow(/STORAGE_URL must be s3:\/\/bucket/);
});

test('BACKUP_URL keeps the backups in a bucket, never where the files are kept nor around them', () => {
  expect(loadConfig({}).backupBucket).toBeUndefined();
  expect(loadConfig({ STORAGE_URL: 's3://family/photos', BACKUP_URL: 's3://family/backups' }).backupBucket).toEqual({
    bucket: 'family',
    prefix: 'backups/',
    pathStyle: false,
  });
  expect(loadConfig({ STORAGE_URL: 's3://family', BACKUP_URL: 's3://family-backups' }).backupBucket?.bucket).toBe('family-backups');
  for (const [files, backups] of [
    ['s3://family', 's3://family/backups'],
    ['s3://family/photos', 's3://family'],
    ['s3://family/photos', 's3://family/photos/'],
  ])
    expect(() => loadConfig({ STORAGE_URL: files, BACKUP_URL: backups }), `${files} ${backups}`).toThrow(
      /BACKUP_URL and STORAGE_URL must not overlap/,
    );
  expect(() => loadConfig({ BACKUP_URL: '/srv/backups' })).toThrow(/BACKUP_URL must be s3:\/\/bucket/);
});
