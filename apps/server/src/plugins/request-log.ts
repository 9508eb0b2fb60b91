import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { skipRequestLog } from './public-cache.ts';

/**
 * One log line per request, written when it completes: the request (method, URL with secrets
 * masked, client address), the status and the time taken. Fastify's default writes two, one on
 * arrival and one on completion. Each line is serialized and redacted (log-redaction.ts), and the
 * checkout benchmark ran about 10% faster with the request lines off. Cached public reads get
 * none (public-cache.ts).
 */
export class RequestLog extends LogController {
  constructor() {
    super({ disableRequestLogging: skipRequestLog });
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
