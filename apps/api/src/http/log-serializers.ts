import type { FastifyLoggerOptions, FastifyRequest } from 'fastify';

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

/** The URL with the values of secret query parameters replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((part) =>
      part.includes('=') && SECRET_PARAMS.has(paramName(part))
        ? `${part.split('=', 1)[0]}=[redacted]`
        : part,
    )
    .join('&');
  return `${url.slice(0, q)}?${query}`;
}

/**
 * Logger serializers for the server (pino options' `serializers`): Fastify's request serializer,
 * with secrets taken out of the URL.
 */
export const LOG_SERIALIZERS = {
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
