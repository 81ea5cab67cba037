import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { redactUrl } from './log-serializers';

/** The levels at which info lines are written (pino's standard levels; the server sets no others). */
const WRITES_INFO = new Set(['trace', 'debug', 'info']);

/**
 * The access log: one line per answered request instead of Fastify's two ("incoming request" and
 * "request completed"), with flat fields — method, URL (its secrets redacted), status, time taken
 * and the client's address — beside the request id of the request's logger. Flat, because pino
 * serializes each nested object (`req`, `res`) with a JSON.stringify of its own and the request
 * serializer reads fields no one searches the access log by (host, port, version): ADR 040.
 */
export class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    // At a level above info (LOG_LEVEL=warn), only errors are written: build nothing else.
    if (!error && !WRITES_INFO.has(reply.log.level)) return;
    const line = {
      method: request.method,
      url: redactUrl(request.url),
      statusCode: reply.statusCode,
      responseTime: reply.elapsedTime,
      remoteAddress: request.ip,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
