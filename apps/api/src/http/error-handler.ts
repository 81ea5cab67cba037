import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { translateMessage } from '../i18n/messages';
import { requestLanguage, type Language } from '../i18n/language';
import { render, type ServerText } from '../i18n/translate';
import { zodText, type ValidationIssue } from '../i18n/zod-texts';
import { AppError } from './app-error';

export const GENERIC_SERVER_MESSAGE = 'Something went wrong. Please try again later.';

/** The parts of a request a validation answer names ("Invalid query parameter: …"). */
const PARTS = new Set(['body', 'querystring', 'params', 'headers']);

/** Messages a user can read for Fastify's own 4xx errors. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type; send application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request content length is invalid',
};

/**
 * Messages for the errors Fastify meets before routing (answered by `answerFrameworkError`);
 * others keep Fastify's own message.
 */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'The address is not valid: a % must start a valid escape (e.g. %20).',
  FST_ERR_ASYNC_CONSTRAINT: 'The request could not be routed.',
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A bad body is answered with its first message as it is (the spec's §5 messages, which the
     * web shows verbatim), not "Invalid body: field: message".
     */
    verbatimBodyErrors?: boolean;
    /** Path parameters that do not validate name nothing that exists: 404 with this message. */
    badParamsNotFound?: { code: string; message: string };
    /**
     * A 400 whose message mentions the subscription is answered in English whatever the language:
     * spec §8's plan change opens the customer portal on it (the web app reads the English word).
     */
    subscriptionErrorsInEnglish?: boolean;
  }
}

/** Requests the error handler answered (their message is in the reader's language already). */
const answeredByHandler = new WeakSet<FastifyRequest>();
/** The code and figures of a success envelope's message with a variable part (`answerText`). */
const answerTexts = new WeakMap<FastifyRequest, { english: string; text: ServerText }>();

/** A message in a language: the English one as it is, another from the catalogues. */
type Localized = (language: Language) => string;
const byEnglish =
  (english: string): Localized =>
  (language) =>
    translateMessage(english, language);
const byText =
  (english: string, text: ServerText): Localized =>
  (language) =>
    language === 'en' ? english : render(text, language);

/**
 * A success envelope's message with a variable part ("Your plan is now Pro (monthly).") is
 * written in the reader's language from `text`, its code and figures (ADR 055).
 */
export function answerText(request: FastifyRequest, english: string, text: ServerText): void {
  answerTexts.set(request, { english, text });
}

/**
 * An answer envelope's message in the request's language (issue 23). A message that has
 * translations makes the answer vary with `accept-language` (for caches).
 */
function inLanguageOf(
  request: FastifyRequest,
  reply: FastifyReply,
  message: string,
  status: number,
  localized: Localized = byEnglish(message),
): string {
  if (
    status === 400 &&
    request.routeOptions.config?.subscriptionErrorsInEnglish &&
    /subscription/i.test(message)
  ) {
    return message;
  }
  const language = requestLanguage(request);
  const translated = language === 'en' ? message : localized(language);
  const other = language === 'es' ? 'uk' : 'es';
  if (translated !== message || localized(other) !== message) {
    const vary = reply.getHeader('vary');
    if (vary === undefined) reply.header('vary', 'accept-language');
    else if (!/accept-language/i.test(String(vary))) {
      reply.header('vary', `${String(vary)}, accept-language`);
    }
  }
  return translated;
}

/** One validation issue's message in a language: zod's own by its code, a schema's by its English. */
function issueIn(issue: ValidationIssue, language: Language): string {
  const message = issue.message ?? '';
  if (language === 'en') return message;
  const coded = zodText(issue);
  return coded ? render(coded, language) : translateMessage(message, language);
}

/** "Invalid {part}: field: message; …" of the first three issues, in a language. */
function validationMessage(error: FastifyError): Localized {
  const part = PARTS.has(error.validationContext ?? '') ? error.validationContext! : 'request';
  const issues = ((error.validation ?? []) as ValidationIssue[]).slice(0, 3);
  return (language) => {
    const described = issues.map((issue) => {
      const field = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
      const message = issueIn(issue, language);
      return field ? `${field}: ${message}` : message;
    });
    return render(
      {
        id: `validation.invalid.${part}` as ServerText['id'],
        vars: { issues: described.join('; ') },
      },
      language,
    );
  };
}

/**
 * The one error handler (CONVENTIONS.md habit 6). Every message it sends is in the request's
 * language (`accept-language`, issue 23); English answers are the messages as written.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const fail = (status: number, message: string, localized?: Localized) => {
      answeredByHandler.add(request);
      return reply.code(status).send({
        success: false,
        message: inLanguageOf(request, reply, message, status, localized),
      });
    };
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, 'request failed');
      if (error.details.retryAfterSeconds !== undefined) {
        reply.header('retry-after', String(error.details.retryAfterSeconds));
      }
      if (error.status >= 500) return fail(error.status, GENERIC_SERVER_MESSAGE);
      const { text } = error.details;
      return fail(error.status, error.message, text && byText(error.message, text));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const config = request.routeOptions.config;
      if (error.validationContext === 'params' && config.badParamsNotFound) {
        return fail(404, config.badParamsNotFound.message);
      }
      if (error.validationContext === 'body' && config.verbatimBodyErrors) {
        const first = (error.validation as ValidationIssue[] | undefined)?.[0];
        if (first?.message === undefined) return fail(400, 'Invalid request');
        return fail(400, first.message, (language) => issueIn(first, language));
      }
      const localized = validationMessage(error);
      return fail(400, localized('en'), localized);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return fail(status, FASTIFY_MESSAGES[error.code] ?? error.message);
    }
    // 5xx: log the detail with the request id (pino adds reqId); never send it.
    request.log.error({ err: error }, 'unhandled error');
    return fail(500, GENERIC_SERVER_MESSAGE);
  });

  // The envelopes sent without the error handler: a success's `message` ("signup successfully"),
  // and the answers hooks send themselves (API key, text guard). Synchronous: it runs on every
  // answer with an object body, and does nothing more for English readers.
  app.addHook('preSerialization', (request, reply, payload: unknown, done) => {
    if (
      payload === null ||
      typeof payload !== 'object' ||
      typeof (payload as { message?: unknown }).message !== 'string' ||
      typeof (payload as { success?: unknown }).success !== 'boolean' ||
      answeredByHandler.has(request)
    ) {
      done(null, payload);
      return;
    }
    const envelope = payload as { message: string };
    const coded = answerTexts.get(request);
    const message = inLanguageOf(
      request,
      reply,
      envelope.message,
      reply.statusCode,
      coded?.english === envelope.message ? byText(coded.english, coded.text) : undefined,
    );
    done(null, message === envelope.message ? payload : { ...envelope, message });
  });
}

/**
 * Fastify's `frameworkErrors` answer: errors met before routing (a URL that is not valid
 * percent-encoding, a bad content type) in the envelope like every other error. No hook runs for
 * them, so the security headers every answer carries are set here.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
  securityHeaders: Record<string, string>,
): void {
  const message = FRAMEWORK_MESSAGES[error.code] ?? error.message;
  void reply
    .headers(securityHeaders)
    .code(error.statusCode ?? 400)
    .send({ success: false, message: translateMessage(message, requestLanguage(request)) });
}
