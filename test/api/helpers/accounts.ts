// Account journeys in tests: a real SMTP peer on loopback, the SMS outbox, a fresh client address per
// request (the per-address limits would otherwise add up across a test file) and a new valid signup; and the family
// members' accounts the mail and notification tests write to, made straight in the database.
import { randomInt } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { outboxMail, readMail, smsCode, type SentMail } from '../../support/outbox.ts';
import type { Language } from '../../../common/model/languages.ts';
import type { RoleName } from '../../../common/model/roles.ts';
import { fixtureHash } from './passwords.ts';
import type { TestApp } from './build-test-app.ts';

export interface SmtpPeer {
  url: string;
  messages: Array<{ to: string[]; raw: string }>;
  /** The last mail to `to`, decoded. */
  mailTo(to: string): Promise<SentMail>;
  close(): Promise<void>;
}

export async function startSmtpPeer(): Promise<SmtpPeer> {
  const messages: SmtpPeer['messages'] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        messages.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async mailTo(to) {
      const mail = messages.filter((m) => m.to.includes(to)).at(-1);
      if (!mail) throw new Error(`no mail to ${to}`);
      return readMail(mail.raw);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The code of the last SMS written to the outbox for `phone`. */
export const lastSmsCode = (t: TestApp, phone: string): Promise<string> => smsCode(t.config.dataDir, phone);

/** The API as seen from a new client address each time. */
export const call = (t: TestApp, request: InjectOptions, token?: string): Promise<LightMyRequestResponse> =>
  t.app.inject({
    remoteAddress: `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
    ...request,
    headers: { ...request.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

let counter = 0;

/** A signup body that passes every rule, unique within the run. */
export function newAccount(overrides: Record<string, string> = {}) {
  const n = `${process.pid % 1000}${++counter}`.padStart(7, '0').slice(-7);
  return {
    name: 'Family Member',
    username: `member${n}`,
    email: `member${n}@example.com`,
    password: 'long-password',
    phoneNumber: `050${n}`,
    ...overrides,
  };
}

/** The first link of the last mail written to the outbox for `to` (the app runs without SMTP_URL). */
export async function outboxLink(t: TestApp, to: string): Promise<string> {
  const { link } = await outboxMail(t.config.dataDir, to);
  if (!link) throw new Error(`no link in the mail to ${to}`);
  return link;
}

/** The API path a mailed link leads to: /activate/u/t → /api/auth/users/active/u/t, /users/u/resetpassword/t → …/resetpassword/u/t. */
export function apiPathOf(link: string): string {
  const parts = new URL(link).pathname.split('/').slice(1);
  if (parts[0] === 'activate') return `/api/auth/users/active/${parts[1]}/${parts[2]}`;
  return `/api/auth/users/resetpassword/${parts[1]}/${parts[3]}`;
}

export interface Account {
  name: string;
  username: string;
  email: string;
  password: string;
  phoneNumber: string;
  id: number;
  token: string;
}

/** A registered, activated and signed-in USER, made through the API. */
export async function activeAccount(t: TestApp, overrides: Record<string, string> = {}): Promise<Account> {
  const account = newAccount(overrides);
  const signup = await call(t, { method: 'POST', url: '/api/auth/users/signup', payload: account });
  if (signup.statusCode !== 201) throw new Error(`signup failed: ${signup.body}`);
  const activated = await call(t, { method: 'POST', url: apiPathOf(await outboxLink(t, account.email)) });
  if (activated.statusCode !== 200) throw new Error(`activation failed: ${activated.body}`);
  const session = (await signin(t, account.username, account.password)).json();
  return { ...account, id: session.id, token: session.accessToken };
}

export const signin = async (t: TestApp, username: string, password: string): Promise<LightMyRequestResponse> =>
  call(t, { method: 'POST', url: '/api/auth/users/signin', payload: { username, password } });

/** The password of the accounts familyAccount makes. */
export const FAMILY_PASSWORD = 'a-password-1';

/** An active account, a family member's unless `roles` say otherwise, linked to `memberId` and reading `language`. */
export async function familyAccount(
  t: TestApp,
  account: { username: string; email: string; language?: Language; memberId?: number | null; roles?: RoleName[] },
): Promise<{ id: number }> {
  const { username, email, language = 'ar', memberId = null, roles = ['ROLE_USER', 'ROLE_BISH'] } = account;
  const created = await t.app.repositories.users.createUser({
    username,
    email,
    name: username,
    passwordHash: await fixtureHash(FAMILY_PASSWORD),
    allowed: true,
    roles,
  });
  await t.app.repositories.users.update(created.id, { memberId, language });
  return created;
}
