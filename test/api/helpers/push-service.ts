// A browser's push service on this machine. It speaks HTTPS, as web-push requires, with a certificate made for the
// test and trusted by this process's https agent while it runs; it keeps what it is sent and answers 410 for the
// devices marked gone, 500 once for those marked to refuse. Each device is a key pair made as a browser makes it,
// and reads its notes as the phone would (RFC 8291's aes128gcm), so a test sees what the phone would show.
import { execFileSync } from 'node:child_process';
import { createDecipheriv, createECDH, hkdfSync, randomBytes, type ECDH } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PushDevice, PushNote } from '../../../common/generated/api.ts';

export interface PushRequest {
  device: string;
  /** What the service answered: 201 taken, 410 gone, 500 refused. */
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const folder = mkdtempSync(join(tmpdir(), 'push-service-'));
  try {
    const [key, cert] = [join(folder, 'key.pem'), join(folder, 'cert.pem')];
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
      '-keyout', key, '-out', cert, '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
    ], { stdio: 'ignore' }); // prettier-ignore
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The note in an aes128gcm body, decrypted with the device's private key and auth secret. */
function decrypt(body: Buffer, device: ECDH, auth: Buffer): PushNote {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const cipher = body.subarray(21 + idLength);
  const info = (text: string, ...keys: Buffer[]) => Buffer.concat([Buffer.from(text, 'latin1'), ...keys]);
  const shared = device.computeSecret(senderKey);
  const ikm = Buffer.from(hkdfSync('sha256', shared, auth, info('WebPush: info\0', device.getPublicKey(), senderKey), 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, info('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, info('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(cipher.subarray(-16));
  const padded = Buffer.concat([decipher.update(cipher.subarray(0, -16)), decipher.final()]);
  // The last record ends with the delimiter 2, then any padding of zeros.
  return JSON.parse(padded.subarray(0, padded.lastIndexOf(2)).toString('utf8')) as PushNote;
}

export async function startPushService() {
  const received: PushRequest[] = [];
  const gone = new Set<string>();
  const refuseOnce = new Set<string>();
  const certificate = selfSignedCertificate();
  const server = https.createServer(certificate, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const device = request.url!.split('/').at(-1)!;
      const status = gone.has(device) ? 410 : refuseOnce.delete(device) ? 500 : 201;
      received.push({ device, status, headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = status;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // web-push sends through the https module's own agent: it trusts this certificate until close().
  const trusted = https.globalAgent.options.ca;
  https.globalAgent.options.ca = certificate.cert;
  return {
    url,
    received,
    gone,
    refuseOnce,
    /** A new device of this service: its subscription as a browser gives it, and a reader of its notes. */
    device(name: string) {
      const keys = createECDH('prime256v1');
      keys.generateKeys();
      const auth = randomBytes(16);
      const subscription: PushDevice = {
        endpoint: `${url}/push/${name}`,
        keys: { p256dh: keys.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      };
      return {
        subscription,
        /** The notes this device's service took for it, in order, as the phone reads them. */
        notes: () => received.filter((r) => r.device === name && r.status === 201).map((r) => decrypt(r.body, keys, auth)),
      };
    },
    async close() {
      https.globalAgent.options.ca = trusted;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
