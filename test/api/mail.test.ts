// Mail is stored before it is sent, delivered over SMTP when configured, written to the outbox when
// not, and kept with delivered=false when the SMTP server fails.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { describeOnDatabases } from './helpers/databases.ts';

const contact = { name: 'Visitor', mailFrom: 'visitor@example.com', mailSubject: 'A question', mailContent: 'When is the family day?' };

async function startSmtp(): Promise<{ server: SMTPServer; port: number; received: string[] }> {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      let text = '';
      stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
      stream.on('end', () => {
        received.push(text);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return { server, port, received };
}

describeOnDatabases('mail', (db) => {
  describe('with an SMTP server', () => {
    let t: TestApp;
    let smtp: Awaited<ReturnType<typeof startSmtp>>;
    beforeAll(async () => {
      smtp = await startSmtp();
      t = await buildTestApp({ db, config: { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, adminEmail: 'family-admin@example.com' } });
    });
    afterAll(async () => {
      await t?.close();
      await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
    });

    test('anyone may write to the admin; the mail is delivered and kept', async () => {
      const response = await t.injectAs('ANONYMOUS', { method: 'POST', url: '/api/v1/mail/contactus', payload: contact });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ message: 'Email Sent Successfully.', delivered: true });
      expect(smtp.received.at(-1)).toMatch(/To: family-admin@example.com/);
      expect(smtp.received.at(-1)).toMatch(/When is the family day\?/);
      const kept = (await t.injectAs('ADMIN', { method: 'GET', url: '/api/v1/mail' })).json();
      expect(kept[0]).toMatchObject({ ...contact, mailTo: 'family-admin@example.com', delivered: true });
    });

    test('an admin sends to any address', async () => {
      const payload = {
        name: 'Admin',
        mailFrom: 'family-admin@example.com',
        mailTo: 'cousin@example.com',
        mailSubject: 'Hello',
        mailContent: 'Welcome',
      };
      // The spec's client writes the path with a trailing slash.
      const response = await t.injectAs('ADMIN', { method: 'POST', url: '/api/v1/mail/', payload });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ ...payload, delivered: true, message: 'Email Sent Successfully.' });
      expect(smtp.received.at(-1)).toMatch(/To: cousin@example.com/);
    });
  });

  describe('when SMTP fails', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp({ db, config: { smtpUrl: 'smtp://127.0.0.1:1' } });
    });
    afterAll(async () => t?.close());

    test('the message is kept, marked not delivered', async () => {
      const response = await t.injectAs('ANONYMOUS', { method: 'POST', url: '/api/v1/mail/contactus', payload: contact });
      expect(response.statusCode).toBe(201);
      expect(response.json().delivered).toBe(false);
      const kept = (await t.injectAs('ADMIN', { method: 'GET', url: '/api/v1/mail' })).json();
      expect(kept[0]).toMatchObject({ mailSubject: 'A question', delivered: false });
    });
  });

  describe('without SMTP', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp({ db });
    });
    afterAll(async () => t?.close());

    test('mail and SMS go to the outbox folder', async () => {
      await t.injectAs('ANONYMOUS', { method: 'POST', url: '/api/v1/mail/contactus', payload: contact });
      await t.app.sms.send('0521234567', 'Your code is 1234');
      const outbox = join(t.config.dataDir, 'outbox');
      const files = await readdir(outbox);
      const eml = files.find((f) => f.endsWith('-admin@localhost.eml'))!;
      expect(await readFile(join(outbox, eml), 'utf8')).toMatch(/Subject: A question/);
      const sms = files.find((f) => f.startsWith('sms-') && f.endsWith('-0521234567.txt'))!;
      expect(await readFile(join(outbox, sms), 'utf8')).toBe('0521234567\nYour code is 1234\n');
    });
  });
});
