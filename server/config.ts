// Every environment variable the server reads, with its default, in one place.
import { resolve } from 'node:path';
import { parsePhoneRegions, type PhoneRegion } from '../common/model/phoneRegions.ts';
import { NAME_LETTERS, NAME_STORED_MAX } from '../common/model/registerForm.ts';

export interface Config {
  /** PORT: TCP port the server listens on. Default 8080. */
  port: number;
  /** HOST: interface to listen on. Default 0.0.0.0 (all). */
  host: string;
  /** PUBLIC_URL: the address users open the portal at, used in the links of account mails. Default http://localhost:PORT. */
  publicUrl: string;
  /** DATA_DIR: folder of the SQLite file, uploaded files, the outbox, the generated secret and the keys of the phones' notifications (`vapid.json`). Default ./data. */
  dataDir: string;
  /** DATABASE_URL: PostgreSQL connection URL; when empty the embedded SQLite file DATA_DIR/portal.sqlite is used. */
  databaseUrl?: string;
  /**
   * STORAGE_URL: `s3://bucket/prefix` keeps the uploaded files in that bucket of S3 or of an S3-compatible server;
   * when empty they are kept in DATA_DIR/files. The S3 client reads AWS_ENDPOINT_URL, AWS_REGION, AWS_ACCESS_KEY_ID and
   * AWS_SECRET_ACCESS_KEY itself.
   */
  bucket?: BucketPlace;
  /** JWT_SECRET: secret that signs access tokens and file links; default: generated once and kept in DATA_DIR/secret. */
  jwtSecret?: string;
  /** JWT_TTL: lifetime of an access token in seconds. Default 86400 (24 h). */
  jwtTtl: number;
  /** LINK_TTL: lifetime of a signed file link in seconds. Default 21600 (6 h). */
  linkTtl: number;
  /** ADMIN_USERNAME: username of the admin created on first start. Default admin. */
  adminUsername: string;
  /** ADMIN_PASSWORD: password of that admin; when empty a strong one is generated and printed once in the log. */
  adminPassword?: string;
  /** ADMIN_EMAIL: e-mail of that admin, and the address contact-form mail goes to. Default admin@localhost. */
  adminEmail: string;
  /** DEMO: fill an empty database with the demo family and demo users on first start. Default true; DEMO=false turns it off. */
  demo: boolean;
  /** SMTP_URL: nodemailer SMTP URL (smtp://user:pass@host:587); when empty mail is written to DATA_DIR/outbox. */
  smtpUrl?: string;
  /** MAIL_FROM: sender address of outgoing mail. Default "Family portal <no-reply@localhost>". */
  mailFrom: string;
  /** SMS_URL: HTTP endpoint that sends SMS (POST JSON {to,text}); when empty SMS are written to DATA_DIR/outbox. */
  smsUrl?: string;
  /** SMS_TOKEN: bearer token sent to SMS_URL. Optional. */
  smsToken?: string;
  /** DIST_DIR: folder of the built browser app served with history fallback. Default ./dist. */
  distDir: string;
  /** MAX_UPLOAD_MB: largest accepted upload in megabytes. Default 15. */
  maxUploadMb: number;
  /**
   * NAME_MAX: the longest full name registration accepts, in letters (the spaces and joiners of a compound
   * name are not counted). Default 20, the spec's; from 6 to 60.
   */
  nameMax: number;
  /**
   * PHONE_REGIONS: the regions whose mobile numbers register (ISO codes, `IL,JO,PS,DE,US`), kept in E.164
   * (common/model/phoneRegions.ts); a national number is read as the first region's. Default: none, the
   * spec's rule (ten digits, 050 to 058).
   */
  phoneRegions: PhoneRegion[] | null;
  /**
   * DAUGHTERS_CHILDREN_GENERATIONS: how many generations the family records below a daughter who married
   * outside it (her children, their children...), outside the family's line. Default 1; 0 records none.
   */
  daughtersChildrenGenerations: number;
  /** SUGGESTIONS_PER_DAY: how many suggestions a member may make in 24 hours. Default 50. */
  suggestionsPerDay: number;
  /** OPEN_SUGGESTIONS_PER_PERSON: how many of a member's suggestions about one person may wait at once. Default 10. */
  openSuggestionsPerPerson: number;
  /** LOG_LEVEL: pino log level (fatal, error, warn, info, debug, silent). Default info. */
  logLevel: string;
  /**
   * TRUST_PROXY: whom to believe about the client's address and protocol (X-Forwarded-For/-Proto): off by
   * default; `true` for any proxy, or a comma-separated list of the proxies' addresses or CIDR ranges.
   */
  trustProxy: boolean | string[];
  /** BACKUP_SCHEDULE: when to write a backup, in cron syntax ("0 3 * * *": 03:00 daily). Off when empty (the default). */
  backupSchedule?: string;
  /**
   * BACKUP_URL: `s3://bucket/prefix` keeps the backup archives in that bucket, where every instance lists and
   * downloads them; when empty they are kept in the DATA_DIR/backups of the instance that writes them. It may not
   * share a prefix with STORAGE_URL's, or the backups would hold each other.
   */
  backupBucket?: BucketPlace;
  /** BACKUP_KEEP: how many scheduled backups to keep; older ones are deleted. Default 7. */
  backupKeep: number;
  /**
   * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: the keys the phones' notifications are signed with, both or neither
   * (`npx web-push generate-vapid-keys`); for instances on several machines. Default: made once into DATA_DIR/vapid.json.
   */
  vapidKeys?: { publicKey: string; privateKey: string };
  /** METRICS: serve GET /api/metrics in Prometheus's format. Default false. */
  metrics: boolean;
  /** METRICS_FROM: the addresses and CIDR ranges /api/metrics answers, comma-separated. Default the machine itself (127.0.0.1, ::1). */
  metricsFrom: string[];
  /** METRICS_TOKEN: a bearer token that reads /api/metrics from anywhere. Optional. */
  metricsToken?: string;
  /** REMINDERS_AT: when the day's birthday reminders are mailed, in cron syntax, UTC. Default "0 8 * * *" (08:00); `off` sends none. */
  remindersAt?: string;
  /** DIGEST_AT: when the weekly digest is mailed, in cron syntax, UTC. Default "0 9 * * 5" (Fridays, 09:00); `off` sends none. */
  digestAt?: string;
  /**
   * REQUIRE_2FA: MODERATOR and ADMIN accounts must sign in with a second step (the app's code, or a passkey).
   * Default false. Signed in with the password alone, such an account has no more than a USER's rights, so that
   * it can set the app up on its profile.
   */
  requireTwoFactor: boolean;
}

/** Where in S3 the uploaded files are kept. */
export interface BucketPlace {
  bucket: string;
  /** Put before every object's name: empty, or ending in `/`. */
  prefix: string;
  /**
   * The bucket in the path (`endpoint/bucket/key`) rather than in the host name: what S3-compatible servers
   * (MinIO, Ceph, Garage) expect, so chosen whenever AWS_ENDPOINT_URL names one; AWS itself gets virtual hosts.
   */
  pathStyle: boolean;
}

/** HS256 keys shorter than the hash (32 bytes) are guessable offline from one token (RFC 7518 3.2). */
export const MIN_SECRET_BYTES = 32;

const text = (value: string | undefined): string | undefined => (value && value.trim() !== '' ? value.trim() : undefined);
/** A mail schedule's cron expression: the default when not set, none when `off`. */
const schedule = (value: string | undefined, fallback: string): string | undefined =>
  text(value) === 'off' ? undefined : (text(value) ?? fallback);

function int(value: string | undefined, fallback: number, name: string): number {
  if (text(value) === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return n;
}

function vapidKeys(publicKey: string | undefined, privateKey: string | undefined): Config['vapidKeys'] {
  const [pub, priv] = [text(publicKey), text(privateKey)];
  if (pub === undefined && priv === undefined) return undefined;
  if (pub === undefined || priv === undefined) throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together, or neither');
  return { publicKey: pub, privateKey: priv };
}

/** PHONE_REGIONS: none (the spec's local rule) when unset. */
function phoneRegions(value: string | undefined): PhoneRegion[] | null {
  const set = text(value);
  return set === undefined ? null : parsePhoneRegions(set);
}

function nameMax(value: string | undefined): number {
  const n = int(value, NAME_LETTERS.max, 'NAME_MAX');
  // Below the minimum no name passes; above the stored name's size a name could not be kept.
  if (n < NAME_LETTERS.min || n > NAME_STORED_MAX)
    throw new Error(`NAME_MAX must be from ${NAME_LETTERS.min} to ${NAME_STORED_MAX} letters, got "${value}"`);
  return n;
}

function generations(value: string | undefined): number {
  if (text(value) === undefined) return 1;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`DAUGHTERS_CHILDREN_GENERATIONS must be 0 or a positive integer, got "${value}"`);
  return n;
}

const flag = (value: string | undefined, fallback: boolean): boolean =>
  text(value) === undefined ? fallback : !['false', '0', 'no', 'off'].includes(value!.trim().toLowerCase());

function secret(value: string | undefined): string | undefined {
  const given = text(value);
  if (given !== undefined && Buffer.byteLength(given) < MIN_SECRET_BYTES)
    throw new Error(
      `JWT_SECRET must be at least ${MIN_SECRET_BYTES} bytes long; make one with ` +
        `\`node -e "console.log(require('crypto').randomBytes(48).toString('base64url'))"\`, or leave it unset to use a generated one`,
    );
  return given;
}

// A bucket's name by S3's rules: 3 to 63 lower-case letters, digits, dots and hyphens.
const S3_URL = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/;

/** The bucket and prefix of an `s3://bucket/prefix` URL given as `name` (STORAGE_URL, or where `npm run move-files` copies to). */
export function bucketPlace(url: string, env: NodeJS.ProcessEnv, name = 'STORAGE_URL'): BucketPlace {
  const parts = S3_URL.exec(url.trim());
  if (!parts)
    throw new Error(
      `${name} must be s3://bucket or s3://bucket/prefix (a bucket is named with 3 to 63 lower-case letters, digits, dots and hyphens), got "${url}"`,
    );
  const prefix = (parts[2] ?? '').replace(/^\/+|\/+$/g, '');
  return {
    bucket: parts[1],
    prefix: prefix && `${prefix}/`,
    pathStyle: text(env.AWS_ENDPOINT_URL_S3 ?? env.AWS_ENDPOINT_URL) !== undefined,
  };
}

/** BACKUP_URL's bucket, refused where it would hold STORAGE_URL's objects or they its archives. */
function backupPlace(env: NodeJS.ProcessEnv): BucketPlace | undefined {
  if (text(env.BACKUP_URL) === undefined) return undefined;
  const place = bucketPlace(env.BACKUP_URL!, env, 'BACKUP_URL');
  const files = text(env.STORAGE_URL) === undefined ? undefined : bucketPlace(env.STORAGE_URL!, env);
  if (files?.bucket === place.bucket && (files.prefix.startsWith(place.prefix) || place.prefix.startsWith(files.prefix)))
    throw new Error(
      `BACKUP_URL and STORAGE_URL must not overlap (the backups would be among the files they hold): give each its own prefix, as s3://${place.bucket}/photos and s3://${place.bucket}/backups, or its own bucket`,
    );
  return place;
}

function trustProxy(value: string | undefined): Config['trustProxy'] {
  const given = text(value);
  if (given === undefined || ['false', '0', 'no', 'off'].includes(given.toLowerCase())) return false;
  if (['true', 'yes', 'on'].includes(given.toLowerCase())) return true;
  return given.split(',').map((address) => address.trim());
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = int(env.PORT, 8080, 'PORT');
  return {
    port,
    host: text(env.HOST) ?? '0.0.0.0',
    // Without a trailing slash, so that links are joined as `${publicUrl}/activate/...`.
    publicUrl: (text(env.PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    dataDir: resolve(text(env.DATA_DIR) ?? 'data'),
    databaseUrl: text(env.DATABASE_URL),
    bucket: text(env.STORAGE_URL) === undefined ? undefined : bucketPlace(env.STORAGE_URL!, env),
    jwtSecret: secret(env.JWT_SECRET),
    jwtTtl: int(env.JWT_TTL, 86_400, 'JWT_TTL'),
    linkTtl: int(env.LINK_TTL, 21_600, 'LINK_TTL'),
    adminUsername: text(env.ADMIN_USERNAME) ?? 'admin',
    adminPassword: text(env.ADMIN_PASSWORD),
    adminEmail: text(env.ADMIN_EMAIL) ?? 'admin@localhost',
    demo: flag(env.DEMO, true),
    smtpUrl: text(env.SMTP_URL),
    mailFrom: text(env.MAIL_FROM) ?? 'Family portal <no-reply@localhost>',
    smsUrl: text(env.SMS_URL),
    smsToken: text(env.SMS_TOKEN),
    distDir: resolve(text(env.DIST_DIR) ?? 'dist'),
    maxUploadMb: int(env.MAX_UPLOAD_MB, 15, 'MAX_UPLOAD_MB'),
    nameMax: nameMax(env.NAME_MAX),
    phoneRegions: phoneRegions(env.PHONE_REGIONS),
    daughtersChildrenGenerations: generations(env.DAUGHTERS_CHILDREN_GENERATIONS),
    suggestionsPerDay: int(env.SUGGESTIONS_PER_DAY, 50, 'SUGGESTIONS_PER_DAY'),
    openSuggestionsPerPerson: int(env.OPEN_SUGGESTIONS_PER_PERSON, 10, 'OPEN_SUGGESTIONS_PER_PERSON'),
    logLevel: text(env.LOG_LEVEL) ?? 'info',
    trustProxy: trustProxy(env.TRUST_PROXY),
    backupSchedule: text(env.BACKUP_SCHEDULE),
    backupBucket: backupPlace(env),
    backupKeep: int(env.BACKUP_KEEP, 7, 'BACKUP_KEEP'),
    vapidKeys: vapidKeys(env.VAPID_PUBLIC_KEY, env.VAPID_PRIVATE_KEY),
    metrics: flag(env.METRICS, false),
    metricsFrom: (text(env.METRICS_FROM) ?? '127.0.0.1,::1').split(',').map((address) => address.trim()),
    metricsToken: text(env.METRICS_TOKEN),
    remindersAt: schedule(env.REMINDERS_AT, '0 8 * * *'),
    digestAt: schedule(env.DIGEST_AT, '0 9 * * 5'),
    requireTwoFactor: flag(env.REQUIRE_2FA, false),
  };
}
