import type { HealthData } from '@evident/contracts/health';
import type { Database } from '../../db/client';
import { latestSucceededImport } from './health.repository';

export interface HealthServiceOptions {
  database: Database;
  version: string;
  /** How long a probe result is reused, so a busy health check does not load the database. */
  cacheMs?: number;
  now?: () => number;
}

/** Reports database reachability, the loaded data version and the product version. */
export function createHealthService({
  database,
  version,
  cacheMs = 1000,
  now = Date.now,
}: HealthServiceOptions) {
  const startedAt = now();
  let cached: { at: number; value: Omit<HealthData, 'uptimeSeconds'> } | null = null;
  let inFlight: Promise<Omit<HealthData, 'uptimeSeconds'>> | null = null;

  async function probe(): Promise<Omit<HealthData, 'uptimeSeconds'>> {
    try {
      const latencyMs = await database.ping();
      const run = await latestSucceededImport(database.db);
      return {
        status: 'ok',
        version,
        database: {
          driver: database.driver,
          reachable: true,
          latencyMs: Math.round(latencyMs * 100) / 100,
        },
        data: {
          loaded: run !== null,
          version: run?.dataVersion ?? null,
          loadedAt: run?.finishedAt?.toISOString() ?? null,
        },
      };
    } catch {
      return {
        status: 'degraded',
        version,
        database: { driver: database.driver, reachable: false, latencyMs: null },
        data: { loaded: false, version: null, loadedAt: null },
      };
    }
  }

  return {
    async check(): Promise<HealthData> {
      const t = now();
      if (!cached || t - cached.at >= cacheMs) {
        // Concurrent checks share one probe.
        inFlight ??= probe().finally(() => {
          inFlight = null;
        });
        const value = await inFlight;
        cached = { at: now(), value };
      }
      return { ...cached.value, uptimeSeconds: Math.round((now() - startedAt) / 1000) };
    },
  };
}
export type HealthService = ReturnType<typeof createHealthService>;
