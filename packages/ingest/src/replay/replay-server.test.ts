import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { replayKey } from './replay-key';
import { replayFetch, startReplayServer, type ReplayServer } from './replay-server';

let dir: string;
let server: ReplayServer | undefined;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'replay-server-'));
});
afterEach(async () => {
  await server?.close();
  server = undefined;
  await rm(dir, { recursive: true, force: true });
});

async function record(url: string, body: string, meta?: object) {
  const file = join(dir, replayKey('GET', new URL(url)));
  await mkdir(dirname(file), { recursive: true });
  await writeFile(`${file}.body`, body);
  if (meta) await writeFile(`${file}.meta.json`, JSON.stringify(meta));
}

describe('replay keys', () => {
  it('sorts the query and leaves credentials out', () => {
    expect(
      replayKey('get', new URL('https://api.example.com/v1/a/b?z=1&apiKey=SECRET&a=x%2Fy')),
    ).toBe('api.example.com/v1/a/b__GET__a=x%2Fy&z=1');
    expect(replayKey('GET', new URL('https://www.sec.gov/files/x.json'))).toBe(
      'www.sec.gov/files/x.json__GET',
    );
  });

  it('hashes a name too long for the file system, and two long names stay apart', () => {
    const long = (c: string) => new URL(`https://h.example/list?cursor=${c.repeat(300)}`);
    const a = replayKey('GET', long('a'));
    const b = replayKey('GET', long('b'));
    expect(a.split('/').pop()!.length).toBeLessThanOrEqual(200);
    expect(a).not.toBe(b);
  });
});

describe('the replay server', () => {
  it('answers recorded bodies with their status and headers, and 404 for the rest', async () => {
    await record('https://api.example.com/v1/day?d=1', '{"ok":true}');
    await record('https://www.example.gov/missing.idx', 'Not Found', {
      status: 404,
      headers: { 'x-from': 'recording' },
    });
    server = await startReplayServer({ dir });
    const fetch = replayFetch(server.url);

    const ok = await fetch('https://api.example.com/v1/day?d=1&apiKey=k', {
      headers: { 'User-Agent': 'Evident test ops@example.com' },
    });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('application/json');
    expect(await ok.json()).toEqual({ ok: true });

    const recorded404 = await fetch('https://www.example.gov/missing.idx');
    expect([recorded404.status, recorded404.headers.get('x-from')]).toEqual([404, 'recording']);

    const unknown = await fetch('https://api.example.com/v1/day?d=2');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('x-replay-missing')).toBe('api.example.com/v1/day__GET__d=2');

    expect(server.requests.map((r) => [r.url, r.status, r.userAgent])).toEqual([
      ['https://api.example.com/v1/day?d=1', 200, 'Evident test ops@example.com'],
      ['https://www.example.gov/missing.idx', 404, 'node'],
      ['https://api.example.com/v1/day?d=2', 404, 'node'],
    ]);
  });

  it('injects a fault for a window of matching requests, and an outage after N requests', async () => {
    await record('https://api.example.com/a', '{}');
    await record('https://api.example.com/b', '{}');
    server = await startReplayServer({
      dir,
      faults: [
        { match: '/a', after: 1, times: 1, status: 429, headers: { 'Retry-After': '3' } },
        { after: 4, status: 503 },
      ],
    });
    const fetch = replayFetch(server.url);
    const statuses: (number | string | null)[] = [];
    for (const path of ['a', 'a', 'a', 'b', 'b']) {
      const response = await fetch(`https://api.example.com/${path}`);
      statuses.push(response.status, response.headers.get('retry-after'));
    }
    expect(statuses).toEqual([200, null, 429, '3', 200, null, 200, null, 503, null]);
  });

  it('splits a recorded list into pages linked by next_url, and breaks rows on request', async () => {
    await record(
      'https://api.example.com/v3/list?limit=10',
      JSON.stringify({ status: 'OK', results: [1, 2, 3, 4, 5], next_url: 'https://elsewhere' }),
    );
    server = await startReplayServer({
      dir,
      paginate: [{ pageSize: 2 }],
      malformRows: [{ every: 5, mutate: () => ({ broken: true }) }],
    });
    const fetch = replayFetch(server.url);
    const pages: unknown[] = [];
    let url: string | undefined = 'https://api.example.com/v3/list?limit=10';
    while (url) {
      const body = (await (await fetch(url)).json()) as { results: unknown[]; next_url?: string };
      pages.push(body.results);
      url = body.next_url;
    }
    expect(pages).toEqual([[1, 2], [3, 4], [{ broken: true }]]);
  });
});
