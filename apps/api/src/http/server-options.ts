import { constants as zlib } from 'node:zlib';
import type { FastifyInstance, FastifySchema } from 'fastify';

/** The largest request body a route takes unless it sets its own limit (issue 26). */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

/** How long a request's headers, and a socket's silence, may last (issue 26: slow bodies). */
export const REQUEST_TIMEOUT_MS = 30_000;

/**
 * Brotli for answers built per request (screens, lists, a portfolio's analysis), compressed as
 * they go out: quality 3, not @fastify/compress's 4. On a 6 KB screener answer it takes 40–46 µs
 * of the server's thread instead of 68 µs, for 2% more bytes (916 against 899). Cached answers are
 * compressed once, at the maximum quality (`http/cached-json.ts`).
 */
export const DYNAMIC_BROTLI = { params: { [zlib.BROTLI_PARAM_QUALITY]: 3 } };

/** TRUST_PROXY as Fastify takes it: a number of hops becomes "the nearest N hops". */
export function trustProxyOption(value: boolean | number | string | undefined) {
  if (typeof value === 'number') return (_address: string, hop: number) => hop < value;
  return value ?? false;
}

/** A route as Fastify saw it when it was added: its method, URL and schema. */
export interface RouteEntry {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered, as Fastify saw it (the fuzz suite and the schema test walk it). */
    routeTable: RouteEntry[];
  }
}

/** Records every route added from now on in `app.routeTable`. */
export function registerRouteTable(app: FastifyInstance): void {
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      routeTable.push({ method, url: route.url, schema: route.schema });
    }
  });
}
