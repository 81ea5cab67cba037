import { API_KEY_HEADER, PUBLIC_WEB_API_KEY } from '@evident/contracts/api-keys';
import type { z } from 'zod';
import { getAccessToken } from './session';

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

type SuccessShape = { success: true; data: unknown };

export type ApiRequestOptions<S extends z.ZodType<SuccessShape>> = {
  /** The zod schema of the whole success envelope, taken from `@evident/contracts`. */
  schema: S;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
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
export function buildHeaders(): Headers {
  const headers = new Headers({
    'content-type': 'application/json',
    // Spec §7: request headers fix accept-language to Spanish whatever the interface language.
    'accept-language': 'es',
    [API_KEY_HEADER]: PUBLIC_WEB_API_KEY,
  });
  const token = getAccessToken();
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

/**
 * The one client for `/api/v1`. Resolves to the envelope's `data`; throws `ApiError` for an
 * error envelope, a non-2xx status, an unreadable answer or a network failure. An aborted call
 * rejects with the browser's `AbortError` untouched so callers (and TanStack Query) can ignore it.
 */
export async function apiRequest<S extends z.ZodType<SuccessShape>>(
  path: string,
  options: ApiRequestOptions<S>,
): Promise<z.output<S>['data']> {
  const { schema, method = 'GET', body, query, signal } = options;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers: buildHeaders(),
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, UNKNOWN_ERROR_MESSAGE);
  }

  // Seam for spec §4 "Token refresh": a 401 will trigger one shared refresh and a single retry
  // here. Until accounts exist the 401 is reported like any other error.
  const payload = await readJson(response);
  if (!response.ok) throw new ApiError(response.status, messageOf(payload));

  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw new ApiError(response.status, messageOf(payload));
  return (parsed.data as z.output<S>).data;
}
