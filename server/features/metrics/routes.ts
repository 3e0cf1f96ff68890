// GET /api/metrics (METRICS=true): the recorder's figures in Prometheus's text format, for a scraper on the
// portal's own machine or network. They name routes and counts, never a person, but say how the portal is used,
// so they are given only to an address METRICS_FROM lists (the machine itself by default) or to a request
// bearing METRICS_TOKEN. Behind a proxy the address is the client's only with TRUST_PROXY set.
import { BlockList, isIP } from 'node:net';
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { contract, withContracts } from '../../contracts.ts';
import { HttpError } from '../../http-error.ts';

/** METRICS_FROM as a list Node can test an address against: single addresses and CIDR ranges, IPv4 and IPv6. */
export function allowedAddresses(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address, prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

const sameSecret = (given: string, kept: string): boolean =>
  given.length === kept.length && timingSafeEqual(Buffer.from(given), Buffer.from(kept));

export default async function metricsRoutes(instance: FastifyInstance, { config }: { config: Config }): Promise<void> {
  const registry = instance.metricsRegistry;
  if (!registry) return;
  const app = withContracts(instance);
  const allowed = allowedAddresses(config.metricsFrom);

  function mayRead(request: FastifyRequest): boolean {
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (config.metricsToken && bearer !== undefined) return sameSecret(bearer, config.metricsToken);
    // An IPv4 client on a dual-stack socket shows as ::ffff:a.b.c.d.
    const address = request.ip.replace(/^::ffff:(?=\d+\.)/, '');
    return allowed.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
  }

  app.get(
    '/api/metrics',
    { schema: { tags: ['health'], response: { 200: contract('health#/definitions/metrics') } } },
    async (request, reply) => {
      if (!mayRead(request)) throw new HttpError(403, 'The metrics are read from an address METRICS_FROM lists, or with METRICS_TOKEN');
      return reply.type(registry.contentType).send(await registry.metrics());
    },
  );
}
