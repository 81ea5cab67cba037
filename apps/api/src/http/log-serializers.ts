import type { FastifyLoggerOptions, FastifyRequest } from 'fastify';
import { stdSerializers } from 'pino';

/**
 * Query parameters whose values are secrets: the verification link is `/?code=…` (a single-use
 * secret), and a request log line must not carry it.
 */
const SECRET_PARAMS = new Set(['code', 'token', 'secret', 'password', 'key', 'api_key', 'apikey']);

function paramName(part: string): string {
  const raw = part.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

/** A query whose names are written plainly (nothing to decode, nothing to lowercase outside ASCII). */
const ENCODED_OR_NOT_ASCII = /[%+\u0080-\uffff]/;
/** A plainly written secret parameter (`paramName` of it would be in SECRET_PARAMS). */
const PLAIN_SECRET = new RegExp(`(?:^|&)(?:${[...SECRET_PARAMS].join('|')})=`, 'i');

/** The URL with the values of secret query parameters replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const rest = url.slice(q + 1);
  // Every logged request passes here: a plain query without a secret name is returned as it is,
  // without splitting and decoding each of its parameters.
  if (!ENCODED_OR_NOT_ASCII.test(rest) && !PLAIN_SECRET.test(rest)) return url;
  const query = rest
    .split('&')
    .map((part) =>
      part.includes('=') && SECRET_PARAMS.has(paramName(part))
        ? `${part.split('=', 1)[0]}=[redacted]`
        : part,
    )
    .join('&');
  return `${url.slice(0, q)}?${query}`;
}

/** A failed query's message and stack without its `params: …` line (e-mails, password hashes). */
const withoutParams = (text: unknown) =>
  typeof text === 'string'
    ? // To the stack's first frame, or the end: a parameter may span lines (feedback, a CSV).
      text.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/g, '\nparams: [redacted]')
    : text;

type SerializedError = ReturnType<typeof stdSerializers.err> & Record<string, unknown>;

/**
 * An error as logged (pino's serializer), with the parameters of a failed query taken out of it
 * and of its causes: a query's parameters are users' data (issue 26: an e-mail and a password
 * hash reached the error log).
 */
export function serializeError(error: Error): SerializedError {
  const out = stdSerializers.err(error) as SerializedError;
  const clean = (e: SerializedError | undefined, depth: number): void => {
    if (!e || typeof e !== 'object' || depth > 5) return;
    if ('params' in e) e.params = '[redacted]';
    // PostgreSQL's detail names the values of a violated key (`Key (email)=(…)`).
    if ('detail' in e) e.detail = '[redacted]';
    e.message = withoutParams(e.message) as string;
    e.stack = withoutParams(e.stack) as string;
    clean(e.cause as SerializedError | undefined, depth + 1);
  };
  clean(out, 0);
  return out;
}

/**
 * Logger serializers for the server (pino options' `serializers`): Fastify's request serializer,
 * with secrets taken out of the URL.
 */
export const LOG_SERIALIZERS = {
  err: serializeError,
  req(request: FastifyRequest) {
    const version = request.headers?.['accept-version'];
    return {
      method: request.method,
      url: redactUrl(request.url),
      version: Array.isArray(version) ? version.join(', ') : version,
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
} satisfies FastifyLoggerOptions['serializers'];
