import { createHash } from 'node:crypto';

/**
 * Where one request's recorded answer lives in a replay folder (layout in ./README.md):
 * `<host>/<path>__<METHOD>[__<query>].body`, with `.meta.json` beside it for the status and
 * headers. The query is sorted and stripped of credentials, so a recording made with a real key
 * replays for any key and two orderings of the same query share one file.
 */

/** Query parameters that carry credentials: never part of a key, never written to disk. */
export const SECRET_PARAMETERS: ReadonlySet<string> = new Set([
  'apikey',
  'api_key',
  'api_token',
  'token',
]);

// Linux allows 255 bytes per file name; long pagination cursors are hashed below that.
const MAX_NAME = 200;

export function replayKey(method: string, url: URL): string {
  const query = [...url.searchParams.entries()]
    .filter(([name]) => !SECRET_PARAMETERS.has(name.toLowerCase()))
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .sort()
    .join('&');
  const segments = url.pathname.split('/').filter((s) => s !== '');
  if (segments.some((s) => s === '..' || s === '.')) {
    throw new RangeError(`path ${url.pathname} leaves the replay folder`);
  }
  const last = segments.pop() ?? '_root';
  let name = `${last}__${method.toUpperCase()}${query === '' ? '' : `__${query}`}`;
  if (name.length > MAX_NAME) {
    const hash = createHash('sha256').update(name).digest('hex').slice(0, 16);
    name = `${name.slice(0, MAX_NAME - 18)}~${hash}`;
  }
  return [url.host, ...segments, name].join('/');
}

/** The URL without its credentials, for logs and for files a recorder writes. */
export function withoutSecrets(url: URL): string {
  const copy = new URL(url);
  for (const name of [...copy.searchParams.keys()]) {
    if (SECRET_PARAMETERS.has(name.toLowerCase())) copy.searchParams.delete(name);
  }
  return copy.toString();
}
