import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { replayKey, withoutSecrets } from './replay-key';

/**
 * A local HTTP server that answers as the market-data providers answered when they were
 * recorded, so every source can be tested offline in their real formats (issue 55). A request
 * for `https://api.polygon.io/v2/...` is sent to `<server>/api.polygon.io/v2/...` (see
 * `replayFetch`); its answer is the file the layout in ./README.md names.
 *
 * On top of the recordings it can inject what real providers do on a bad day: any status code,
 * 429 with Retry-After, an outage after N requests, a recorded list split into pages, and
 * malformed rows.
 */

export interface ReplayFault {
  /** A substring of `<host><path>?<query>` the request must contain; all requests when absent. */
  match?: string;
  /** Skip this many matching requests before the fault starts (0: from the first). */
  after?: number;
  /** How many matching requests it answers (default: every one after `after`). */
  times?: number;
  status: number;
  headers?: Record<string, string>;
  body?: string;
}

export interface ReplayPagination {
  match?: string;
  /** The recorded JSON body's `results` array is served this many rows at a time. */
  pageSize: number;
}

export interface ReplayMalformedRows {
  match?: string;
  /** Every n-th row of the JSON body's `results` (the n-th, 2n-th …) is replaced. */
  every: number;
  /** What replaces a row; default: a string, which no provider sends as a row. */
  mutate?: (row: unknown) => unknown;
}

export interface ReplayServerOptions {
  /** The replay folder. */
  dir: string;
  faults?: ReplayFault[];
  paginate?: ReplayPagination[];
  malformRows?: ReplayMalformedRows[];
  /** Port to listen on (default 0: any free port). */
  port?: number;
}

export interface ReplayedRequest {
  method: string;
  /** The provider URL asked for, credentials removed. */
  url: string;
  key: string;
  userAgent: string | undefined;
  status: number;
  /**
   * When the request reached the server, in milliseconds of this process's monotonic clock
   * (`performance.now()`): compare it only with other requests' — e.g. to count how many
   * requests a provider would have seen in any one second.
   */
  receivedAt: number;
}

export interface ReplayServer {
  /** e.g. `http://127.0.0.1:39123`; give it to `replayFetch`. */
  readonly url: string;
  /** Every request answered so far, in order. */
  readonly requests: readonly ReplayedRequest[];
  close(): Promise<void>;
}

/** A cursor the server made itself, so a recorded provider cursor is never mistaken for one. */
const PAGE_CURSOR = /^replay-(\d+)$/;

export async function startReplayServer(options: ReplayServerOptions): Promise<ReplayServer> {
  const dir = resolve(options.dir);
  const requests: ReplayedRequest[] = [];
  const faultCounts = new Map<ReplayFault, number>();

  async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const receivedAt = performance.now();
    const method = request.method ?? 'GET';
    const raw = request.url ?? '/';
    // `/api.polygon.io/v2/aggs?x=1` → `https://api.polygon.io/v2/aggs?x=1`
    const upstream = new URL(`https:/${raw.startsWith('/') ? raw : `/${raw}`}`);
    const target = `${upstream.host}${upstream.pathname}${upstream.search}`;
    const log = (key: string, status: number) =>
      requests.push({
        method,
        url: withoutSecrets(upstream),
        key,
        userAgent: request.headers['user-agent'],
        status,
        receivedAt,
      });

    // Every fault counts every request it matches, also one another fault answered, so "after
    // N requests" means N requests whatever else was injected.
    let active: ReplayFault | undefined;
    for (const fault of options.faults ?? []) {
      if (!matches(fault.match, target)) continue;
      const seen = faultCounts.get(fault) ?? 0;
      faultCounts.set(fault, seen + 1);
      const after = fault.after ?? 0;
      const within = seen >= after && (fault.times === undefined || seen < after + fault.times);
      if (within) active ??= fault;
    }
    if (active) {
      log('(fault)', active.status);
      response.writeHead(active.status, active.headers);
      response.end(active.body ?? '');
      return;
    }

    const pagination = options.paginate?.find((p) => matches(p.match, target));
    let page = 0;
    const cursor = upstream.searchParams.get('cursor');
    const pageMatch = cursor === null ? null : PAGE_CURSOR.exec(cursor);
    if (pagination && pageMatch) {
      page = Number(pageMatch[1]);
      upstream.searchParams.delete('cursor');
    }
    const key = replayKey(method, upstream);
    const file = join(dir, key);
    if (!resolve(file).startsWith(dir)) throw new RangeError(`${key} leaves the replay folder`);

    let body: Buffer;
    try {
      body = await readFile(`${file}.body`);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      log(key, 404);
      response.writeHead(404, { 'content-type': 'text/plain', 'x-replay-missing': key });
      response.end(`no recorded answer: ${key}.body`);
      return;
    }
    const meta = await readMeta(`${file}.meta.json`);
    const headers: Record<string, string> = {
      'content-type': body[0] === 0x7b || body[0] === 0x5b ? 'application/json' : 'text/plain',
      ...meta.headers,
    };

    const malformed = options.malformRows?.find((m) => matches(m.match, target));
    let served: Buffer | string = body;
    if (pagination || malformed) {
      const json = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
      if (Array.isArray(json['results'])) {
        let rows = json['results'] as unknown[];
        if (malformed) {
          const mutate = malformed.mutate ?? (() => 'malformed row injected by the replay server');
          rows = rows.map((row, i) => ((i + 1) % malformed.every === 0 ? mutate(row) : row));
        }
        if (pagination) {
          const start = page * pagination.pageSize;
          const slice = rows.slice(start, start + pagination.pageSize);
          delete json['next_url'];
          if (start + pagination.pageSize < rows.length) {
            const next = new URL(upstream);
            next.searchParams.set('cursor', `replay-${page + 1}`);
            json['next_url'] = next.toString();
          }
          rows = slice;
          if (typeof json['count'] === 'number') json['count'] = slice.length;
        }
        json['results'] = rows;
      }
      served = JSON.stringify(json);
    }
    const status = meta.status ?? 200;
    log(key, status);
    response.writeHead(status, headers);
    response.end(served);
  }

  const server = createServer((request, response) => {
    answer(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(`replay server error: ${(error as Error).message}`);
    });
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port ?? 0, '127.0.0.1', () => done());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((done, fail) => {
        server.closeAllConnections();
        server.close((error) => (error ? fail(error) : done()));
      }),
  };
}

/**
 * A fetch that sends every provider request to the replay server instead: the clients keep
 * their real URLs (and cache keys); only the transport changes.
 */
export function replayFetch(serverUrl: string, fetchImpl: typeof fetch = fetch): typeof fetch {
  const base = serverUrl.replace(/\/+$/, '');
  return (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    return fetchImpl(`${base}/${url.host}${url.pathname}${url.search}`, init);
  };
}

function matches(match: string | undefined, target: string): boolean {
  return match === undefined || target.includes(match);
}

interface Meta {
  status?: number;
  headers?: Record<string, string>;
}

async function readMeta(file: string): Promise<Meta> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
  const meta = JSON.parse(text) as Meta;
  return { status: meta.status, headers: meta.headers };
}
