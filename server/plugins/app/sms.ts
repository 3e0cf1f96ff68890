// Text messages through a provider: an HTTP gateway when SMS_URL is set, else the outbox folder.
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { writeOutbox } from './outbox.ts';

export interface SmsProvider {
  send(to: string, text: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsProvider;
  }
}

export const outboxSms = (dataDir: string): SmsProvider => ({
  async send(to, text) {
    await writeOutbox(dataDir, { prefix: 'sms-', to, extension: '.txt' }, `${to}\n${text}\n`);
  },
});

export const httpSms = (url: string, token?: string): SmsProvider => ({
  async send(to, text) {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ to, text }),
    });
    if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
  },
});

export default fp<{ config: Config }>(
  async (app, { config }) => {
    const provider = config.smsUrl ? httpSms(config.smsUrl, config.smsToken) : outboxSms(config.dataDir);
    app.decorate('sms', {
      send: (to, text) =>
        provider.send(to, text).catch((error: unknown) => {
          app.metrics.sendFailed('sms');
          throw error;
        }),
    } satisfies SmsProvider);
  },
  { name: 'sms', dependencies: ['metrics'] },
);
