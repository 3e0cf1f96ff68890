// One log line per request, written when it is answered: the method, the address, the status, the time
// it took and the request's id. Fastify's own controller writes two (one as the request comes in, one
// when it is answered), which cost the request path more than the session check does
// (bench/api-throughput.ts); the line on arrival says nothing the answered one does not. A request
// that fails is logged as Fastify logs it, with its error.
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) super.requestCompleted(error, request, reply);
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
