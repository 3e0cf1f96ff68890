// What the server sent while no SMTP server or SMS gateway is configured: DATA_DIR/outbox holds one
// .eml per mail and one sms-*.txt (number, then text) per SMS. Reads wait a moment for the file, since
// a browser test looks right after the click that sent it.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';

export interface SentMail {
  subject: string;
  /** The decoded plain-text body, whatever transfer encoding the mail used. */
  text: string;
  /** The first link of the body. */
  link: string | undefined;
}

/** Decodes a whole RFC 5322 message as an SMTP peer receives it or the outbox keeps it. */
export async function readMail(raw: string | Buffer): Promise<SentMail> {
  const mail = await simpleParser(raw);
  const text = mail.text ?? '';
  return { subject: mail.subject ?? '', text, link: text.match(/https?:\/\/\S+/)?.[0] };
}

async function latest(dataDir: string, accept: (file: string) => boolean, timeoutMs = 10_000): Promise<Buffer> {
  const dir = join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = (await readdir(dir).catch(() => [] as string[])).filter(accept).sort();
    if (files.length) return readFile(join(dir, files.at(-1)!));
    if (Date.now() > deadline) throw new Error(`nothing in ${dir} matched`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The latest mail to `to`. */
export async function outboxMail(dataDir: string, to: string): Promise<SentMail> {
  const safeTo = to.replace(/[^A-Za-z0-9@.+_-]/g, '_');
  return readMail(await latest(dataDir, (f) => f.endsWith('.eml') && f.includes(safeTo)));
}

/** The text of the latest SMS to `phone` (the file's first line is the number). */
export async function outboxSms(dataDir: string, phone: string): Promise<string> {
  const file = (await latest(dataDir, (f) => f.startsWith('sms-') && f.includes(phone))).toString('utf8');
  return file.slice(file.indexOf('\n') + 1).trimEnd();
}

/** The six-digit code of the latest SMS to `phone`. */
export async function smsCode(dataDir: string, phone: string): Promise<string> {
  const code = (await outboxSms(dataDir, phone)).match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no code in the SMS to ${phone}`);
  return code;
}

/** The path (and query) of the link in the latest mail to `to`, to open on a test server. */
export async function mailedPath(dataDir: string, to: string): Promise<string> {
  const { link } = await outboxMail(dataDir, to);
  if (!link) throw new Error(`no link in the mail to ${to}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
