// One log line per request, written when it is answered: the method, the address, the status, the time
// it took and the request's id, and the error of a request that failed. Fastify's own controller writes
// two (one as the request comes in, one when it is answered); the line on arrival says nothing the
// answered one does not.
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const answered = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...answered, err: error }, 'request errored');
    else reply.log.info(answered, 'request completed');
  }
}
