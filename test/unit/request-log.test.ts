// The server's log has one line per request, written when it is answered, naming the request and its answer.
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { expect, test } from 'vitest';
import { OneLinePerRequest } from '../../server/plugins/app/request-log.ts';

test('each request is one line: method, address, status and time', async () => {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream }, logController: new OneLinePerRequest() });
  app.get('/api/health', async () => ({ status: 'ok' }));
  await app.inject({ url: '/api/health' });
  await app.inject({ url: '/nowhere' });
  await app.close();

  // Nothing is written as a request comes in (Fastify's own 404 handler still says what it did not find).
  expect(lines.filter((line) => line.msg === 'incoming request')).toEqual([]);
  const requests = lines.filter((line) => line.msg === 'request completed');
  expect(requests.map(({ msg, req, res }) => ({ msg, req, res }))).toMatchObject([
    { msg: 'request completed', req: { method: 'GET', url: '/api/health' }, res: { statusCode: 200 } },
    { msg: 'request completed', req: { method: 'GET', url: '/nowhere' }, res: { statusCode: 404 } },
  ]);
  for (const line of requests) expect(line.responseTime).toEqual(expect.any(Number));
});
