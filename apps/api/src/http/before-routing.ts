import type http from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { API_KEY_HEADER } from '@evident/contracts/api-keys';
import type { FastifyBaseLogger } from 'fastify';
import type { JsonCache } from './cached-json';

/**
 * Answers repeated read calls before Fastify routes them (ADR 013).
 *
 * A cached read answer depends only on its URL and its route's data version
 * (`http/cached-json.ts`). Once a URL has been answered through Fastify (routing, the API key
 * hook, Zod validation of its parameters, the handler), a later plain GET of the same URL can be
 * answered from the cache directly, with the same status, headers and bytes, while that version
 * is current. That skips Fastify's per-request objects, hooks and child logger: on the company
 * page's call this is about a third of the server's CPU per request.
 *
 * Only requests that the routed path would answer the same way are taken here:
 * - GET (HEAD, and every other method, is routed);
 * - no `Authorization` header (a signed-in call may have side effects, such as counting a
 *   company page toward the month's analyses);
 * - an accepted API key (a missing or wrong key is routed, and answered 401 there);
 * - not once the server is closing (its `preClose` hooks have run): routing then answers and
 *   closes the connection.
 * Anything else, and any URL not answered before in the current version, goes through routing.
 * Should the early answer throw before writing anything, the call is routed; after, the socket is
 * closed and the error logged.
 */
export type BeforeRouting = (req: IncomingMessage, res: ServerResponse) => boolean;

/** Request ids as Fastify's default (`req-1`, `req-2`, … in base 36), shared by both paths. */
export function createRequestIds(): () => string {
  let next = 0;
  return () => {
    // Kept a small integer (as Fastify does), so it never becomes a slower float.
    next = (next + 1) & 0x7fffffff;
    return `req-${next.toString(36)}`;
  };
}

export function repeatAnswerer(options: {
  cache: JsonCache;
  acceptsKey: (provided: string | string[] | undefined) => boolean;
  nextRequestId: () => string;
  log: FastifyBaseLogger;
  isClosing: () => boolean;
}): BeforeRouting {
  const { cache, acceptsKey, nextRequestId, log, isClosing } = options;
  // pino's level check (Fastify's silent logger, without one, logs nothing).
  const levelCheck = (log as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled;
  const logsRequests = () => levelCheck?.call(log, 'info') === true;
  return (req, res) => {
    if (req.method !== 'GET' || req.headers.authorization !== undefined || isClosing()) {
      return false;
    }
    if (!acceptsKey(req.headers[API_KEY_HEADER])) return false;
    try {
      // Request logging as Fastify's (`incoming request`, then `request completed` when the
      // answer is flushed), with the same fields, when the level lets it through.
      if (logsRequests()) return answerLogged(req, res);
      return cache.answerRepeat(req, res, nextRequestId) !== 0;
    } catch (error) {
      if (!res.headersSent) return false;
      log.error({ err: error }, 'answer before routing failed');
      res.destroy();
      return true;
    }
  };

  function answerLogged(req: IncomingMessage, res: ServerResponse): boolean {
    const started = performance.now();
    let reqId = '';
    const status = cache.answerRepeat(req, res, () => {
      reqId = nextRequestId();
      // The shape Fastify's `req` serializer reads from its request object.
      const request = {
        method: req.method,
        url: req.url,
        headers: req.headers,
        host: req.headers.host,
        ip: req.socket.remoteAddress,
        socket: req.socket,
      };
      log.info({ reqId, req: request }, 'incoming request');
      return reqId;
    });
    if (status === 0) return false;
    res.once('finish', () => {
      log.info(
        { reqId, res: { statusCode: status }, responseTime: performance.now() - started },
        'request completed',
      );
    });
    return true;
  }
}

/**
 * Puts `beforeRouting` in front of Fastify on its HTTP server: Fastify creates the server itself
 * (its timeouts, keep-alive and shutdown stay as Fastify sets them) with one `request` listener,
 * its router; that listener is wrapped. Call before `listen`. Extra servers Fastify opens for a
 * host name with several addresses (`localhost` → 127.0.0.1 and ::1) keep the plain router:
 * calls there are routed, with the same answers.
 */
export function answerBeforeRouting(server: http.Server, beforeRouting: BeforeRouting): void {
  const listeners = server.listeners('request');
  if (listeners.length !== 1) {
    throw new Error(`expected Fastify's one request listener, found ${listeners.length}`);
  }
  const route = listeners[0] as (req: IncomingMessage, res: ServerResponse) => void;
  server.removeListener('request', route);
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!beforeRouting(req, res)) route(req, res);
  });
}
