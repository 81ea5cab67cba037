import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * The access log: one line per answered request — the request (its URL's secrets redacted by
 * LOG_SERIALIZERS), the status and the time taken — instead of Fastify's two ("incoming request"
 * and "request completed"). Half the lines for the same information.
 */
export class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
