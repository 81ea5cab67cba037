import { API_KEY_HEADER, PUBLIC_WEB_API_KEY } from '@evident/contracts/api-keys';
import { ensureBuilt, load, printTable, startBareServer, startBuiltServer } from './harness';

interface Endpoint {
  name: string;
  path: string;
}

/** Endpoints measured against the built server; later issues add theirs here. */
const ENDPOINTS: Endpoint[] = [{ name: 'health', path: '/api/v1/health' }];

export async function benchApi(args: string[]): Promise<void> {
  const durationSec = Number(args.find((a) => a.startsWith('--duration='))?.split('=')[1] ?? 10);
  const connections = Number(args.find((a) => a.startsWith('--connections='))?.split('=')[1] ?? 50);
  ensureBuilt();
  const ours = await startBuiltServer();
  const bare = await startBareServer();
  const headers = { [API_KEY_HEADER]: PUBLIC_WEB_API_KEY };
  const rows: Record<string, string | number>[] = [];
  try {
    console.log(
      `autocannon: ${connections} connections, ${durationSec} s per target (request logging at warn)`,
    );
    // Short warm-up so JIT and caches are hot for both servers.
    await load(`${bare.url}/`, { connections, durationSec: 1 });
    const bareResult = await load(`${bare.url}/bare`, { connections, durationSec });
    rows.push({
      target: 'bare fastify',
      path: '/bare',
      'req/s': Math.round(bareResult.reqPerSec),
      'p50 ms': bareResult.p50,
      'p99 ms': bareResult.p99,
      errors: bareResult.errors + bareResult.non2xx,
      'ours/bare': '1.00',
    });
    for (const endpoint of ENDPOINTS) {
      await load(`${ours.url}${endpoint.path}`, { connections, durationSec: 1, headers });
      const r = await load(`${ours.url}${endpoint.path}`, { connections, durationSec, headers });
      rows.push({
        target: endpoint.name,
        path: endpoint.path,
        'req/s': Math.round(r.reqPerSec),
        'p50 ms': r.p50,
        'p99 ms': r.p99,
        errors: r.errors + r.non2xx,
        'ours/bare': (r.reqPerSec / bareResult.reqPerSec).toFixed(2),
      });
    }
  } finally {
    await Promise.all([ours.stop(), bare.stop()]);
  }
  printTable(rows);
}
