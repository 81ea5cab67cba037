import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error';

export const GENERIC_SERVER_MESSAGE = 'Something went wrong. Please try again later.';

const PART_NAMES: Record<string, string> = {
  body: 'body',
  querystring: 'query parameter',
  params: 'path parameter',
  headers: 'header',
};

/** Messages a user can read for Fastify's own 4xx errors. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type; send application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request content length is invalid',
};

type ValidationIssue = { instancePath?: string; message?: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A bad body is answered with its first message as it is (the spec's §5 messages, which the
     * web shows verbatim), not "Invalid body: field: message".
     */
    verbatimBodyErrors?: boolean;
    /** Path parameters that do not validate name nothing that exists: 404 with this message. */
    badParamsNotFound?: { code: string; message: string };
  }
}

function validationMessage(error: FastifyError): string {
  const part = PART_NAMES[error.validationContext ?? ''] ?? 'request';
  const issues = (error.validation ?? []) as ValidationIssue[];
  const described = issues.slice(0, 3).map((issue) => {
    const field = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
    return field ? `${field}: ${issue.message}` : `${issue.message}`;
  });
  return `Invalid ${part}: ${described.join('; ')}`;
}

/** The one error handler (CONVENTIONS.md habit 6). */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, 'request failed');
      if (error.details.retryAfterSeconds !== undefined) {
        reply.header('retry-after', String(error.details.retryAfterSeconds));
      }
      return reply.code(error.status).send({
        success: false,
        message: error.status >= 500 ? GENERIC_SERVER_MESSAGE : error.message,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const config = request.routeOptions.config;
      if (error.validationContext === 'params' && config.badParamsNotFound) {
        return reply.code(404).send({ success: false, message: config.badParamsNotFound.message });
      }
      if (error.validationContext === 'body' && config.verbatimBodyErrors) {
        const first = (error.validation as ValidationIssue[] | undefined)?.[0]?.message;
        return reply.code(400).send({ success: false, message: first ?? 'Invalid request' });
      }
      return reply.code(400).send({ success: false, message: validationMessage(error) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = FASTIFY_MESSAGES[error.code] ?? error.message;
      return reply.code(status).send({ success: false, message });
    }
    // 5xx: log the detail with the request id (pino adds reqId); never send it.
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ success: false, message: GENERIC_SERVER_MESSAGE });
  });
}
