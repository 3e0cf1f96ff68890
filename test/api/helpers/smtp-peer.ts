// An SMTP server on loopback for the tests of the queued mails (the news, the reminders): it keeps what it
// receives, and refuses an address once, or until told otherwise, as a busy mail server does.
import { SMTPServer } from 'smtp-server';

interface Received {
  to: string;
  raw: string;
}

/** An SMTP server on loopback that keeps what it receives and refuses an address once, or until told otherwise. */
export async function smtpPeer() {
  const received: Received[] = [];
  const refuseOnce = new Set<string>();
  const refuseAlways = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, done) {
      if (!refuseOnce.delete(address.address) && !refuseAlways.has(address.address)) return done();
      done(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 }));
    },
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        for (const r of session.envelope.rcptTo) received.push({ to: r.address, raw: Buffer.concat(chunks).toString('utf8') });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseOnce,
    refuseAlways,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
