import { currentLocale, t } from '@/i18n/i18n';
import { API_KEY_HEADER, PUBLIC_WEB_API_KEY } from '@evident/contracts/api-keys';
import type { z } from 'zod';
import { pageAnswersOnly, takePageAnswer } from './page-answers';
import { clearSession, getAccessToken, getRefreshToken, saveSession } from './session';

/** Every `/api/v1` path is relative to this base; the API serves the web app on the same origin. */
export const API_BASE_PATH = '/api/v1';

/** Spec §8 "Request layer": the server message, else this literal (the spec's own spelling). */
export const UNKNOWN_ERROR_MESSAGE = 'Unknow';

/** A failed call: the HTTP status (0 when no answer arrived) and a message fit to show. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/**
 * The server's own message of a failed call, or null when none came: no answer, no message, or
 * one of the request layer's own ("Unknow", "Token refresh failed"…).
 */
export function serverMessageOf(error: unknown): string | null {
  return error instanceof ApiError && !Object.hasOwn(MESSAGE_KEYS, error.message)
    ? error.message
    : null;
}

type SuccessShape = { success: true; data: unknown };
/** A contract of a whole success envelope. */
export type SuccessSchema = z.ZodType<SuccessShape>;

/**
 * A contract, or a function that loads it: the web's calls load their contracts (and zod) with
 * their first call, so a page's first JavaScript carries neither (ADR 028).
 */
export type SchemaSource<S> = S | (() => Promise<S>);

async function schemaOf<S>(source: SchemaSource<S>): Promise<S> {
  return typeof source === 'function' ? (source as () => Promise<S>)() : source;
}

export type ApiRequestOptions<S extends z.ZodType<SuccessShape>> = {
  /** The zod schema of the whole success envelope, taken from `@evident/contracts` (or its loader). */
  schema: SchemaSource<S>;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  /** Auth calls whose 401 means "wrong credentials", not "expired token" (no refresh). */
  noRefresh?: boolean;
  /** A call that needs a session: a 401 without a token also ends it (spec §8). */
  requiresAuth?: boolean;
};

function buildUrl(path: string, query: ApiRequestOptions<z.ZodType<SuccessShape>>['query']) {
  const url = `${API_BASE_PATH}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

/** The headers every call carries (spec §7). */
export function buildHeaders(withToken = true): Headers {
  const headers = new Headers({
    'content-type': 'application/json',
    // Issue 23: the interface's locale, so the texts the server writes follow the chosen language.
    'accept-language': currentLocale(),
    [API_KEY_HEADER]: PUBLIC_WEB_API_KEY,
  });
  const token = withToken ? getAccessToken() : null;
  if (token) headers.set('authorization', `Bearer ${token}`);
  return headers;
}

function messageOf(body: unknown): string {
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return UNKNOWN_ERROR_MESSAGE;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Spec §8 messages when a session cannot be recovered. */
export const NO_REFRESH_TOKEN_MESSAGE = 'No refresh token available';
export const REFRESH_FAILED_MESSAGE = 'Token refresh failed';

type UnauthorizedHandler = (reason: 'Unauthorized' | 'Cannot access resources') => void;

/** The spec's own messages above are compared in English; these are their texts on screen. */
const MESSAGE_KEYS = {
  [UNKNOWN_ERROR_MESSAGE]: 'shell:apiErrors.unknown',
  [NO_REFRESH_TOKEN_MESSAGE]: 'shell:apiErrors.noRefreshToken',
  [REFRESH_FAILED_MESSAGE]: 'shell:apiErrors.refreshFailed',
  Unauthorized: 'shell:apiErrors.unauthorized',
  'Cannot access resources': 'shell:apiErrors.cannotAccess',
} as const satisfies Record<string, `shell:apiErrors.${string}`>;

/**
 * A message of this client (an `ApiError`'s, an unauthorized reason) as a toast or a form shows
 * it: the spec's own messages in the interface's language, the server's as it wrote them (in the
 * language it was asked for).
 */
export function messageText(message: string): string {
  return Object.hasOwn(MESSAGE_KEYS, message)
    ? t(MESSAGE_KEYS[message as keyof typeof MESSAGE_KEYS])
    : message;
}

/**
 * What a failed call says on screen: an `ApiError`'s message in the interface's language (the
 * request layer's own messages, such as "Unknow", translated; the server's as it wrote them), or
 * `fallback` for any other error.
 */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError ? messageText(error.message) : fallback;
}

let onUnauthorized: UnauthorizedHandler = () => window.location.assign('/');

/** The app sets what happens when a session ends on a 401 (toast + go to `/`). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

let refreshing: Promise<string> | null = null;

/**
 * Spec §4 token refresh: one refresh at a time — concurrent 401s wait for the same one. Resolves
 * to the new access token; rejects (and ends the session) when there is no refresh token or the
 * server refuses it.
 */
export function refreshAccessToken(): Promise<string> {
  refreshing ??= (async () => {
    const refreshToken = getRefreshToken();
    if (!refreshToken) throw new ApiError(401, NO_REFRESH_TOKEN_MESSAGE);
    let response: Response;
    try {
      response = await fetch(`${API_BASE_PATH}/auth/refresh-token`, {
        method: 'POST',
        headers: buildHeaders(false),
        body: JSON.stringify({ refreshToken }),
      });
    } catch {
      throw new ApiError(0, REFRESH_FAILED_MESSAGE);
    }
    // The answer is checked against the contract before anything is stored.
    const { tokenResponse } = await import('@evident/contracts/auth');
    const parsed = response.ok ? tokenResponse.safeParse(await readJson(response)) : null;
    if (!parsed?.success) throw new ApiError(401, REFRESH_FAILED_MESSAGE);
    saveSession(parsed.data.data);
    return parsed.data.data.token;
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** Ends the session after an unrecoverable 401 (spec §8). */
function endSession(hadToken: boolean): void {
  clearSession();
  onUnauthorized(hadToken ? 'Unauthorized' : 'Cannot access resources');
}

/**
 * Sends one call with the session's token; a 401 on a call made with a token triggers one shared
 * refresh and one retry (spec §4). Resolves to the answer, whatever its status.
 */
async function send(
  path: string,
  options: Omit<ApiRequestOptions<z.ZodType<SuccessShape>>, 'schema'>,
): Promise<Response> {
  const { method = 'GET', body, query, signal } = options;
  const once = async (): Promise<Response> => {
    // A page rendered on the server reads the answers the server asked for it (ADR 028), and
    // nothing else: there is no network there.
    if (pageAnswersOnly()) {
      const answer = method === 'GET' ? takePageAnswer(buildUrl(path, query)) : null;
      if (answer === null) throw new ApiError(0, UNKNOWN_ERROR_MESSAGE);
      return new Response(answer.body, {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }
    try {
      return await fetch(buildUrl(path, query), {
        method,
        headers: buildHeaders(),
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError(0, UNKNOWN_ERROR_MESSAGE);
    }
  };

  const hadToken = getAccessToken() !== null;
  let response = await once();
  if (response.status === 401 && hadToken && !options.noRefresh) {
    try {
      await refreshAccessToken();
    } catch (error) {
      endSession(true);
      throw error instanceof ApiError ? error : new ApiError(401, REFRESH_FAILED_MESSAGE);
    }
    response = await once();
    if (response.status === 401) {
      endSession(true);
    }
  } else if (response.status === 401 && options.requiresAuth) {
    endSession(false);
  }
  return response;
}

/**
 * The one client for `/api/v1`. Resolves to the envelope's `data`; throws `ApiError` for an
 * error envelope, a non-2xx status, an unreadable answer or a network failure. An aborted call
 * rejects with the browser's `AbortError` untouched so callers (and TanStack Query) can ignore it.
 * A 401 on a call made with a token triggers one shared refresh and one retry (spec §4).
 */
export async function apiRequest<S extends z.ZodType<SuccessShape>>(
  path: string,
  options: ApiRequestOptions<S>,
): Promise<z.output<S>['data']> {
  const response = await send(path, options);
  const payload = await readJson(response);
  if (!response.ok) throw new ApiError(response.status, messageOf(payload));

  const parsed = (await schemaOf(options.schema)).safeParse(payload);
  if (!parsed.success) throw new ApiError(response.status, messageOf(payload));
  return (parsed.data as z.output<S>).data;
}

/**
 * A call answered with a file (the screener's CSV): its content and the file name the server
 * gives in `content-disposition`. Errors as `apiRequest`.
 */
export async function apiDownload(
  path: string,
  options: Omit<ApiRequestOptions<z.ZodType<SuccessShape>>, 'schema'>,
): Promise<{ blob: Blob; filename: string | null }> {
  const response = await send(path, options);
  if (!response.ok) throw new ApiError(response.status, messageOf(await readJson(response)));
  const disposition = response.headers.get('content-disposition') ?? '';
  return {
    blob: await response.blob(),
    filename: /filename="([^"]+)"/.exec(disposition)?.[1] ?? null,
  };
}

/**
 * Whether a read failed because the server refused it to this reader: past the month's free
 * analyses or the plan's limit (403, the paywall; spec §4, issue 56). The server decides; the page
 * shows the paywall and does not ask again on its own.
 */
export function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 403;
}
