import { z } from 'zod';
import { successEnvelope } from './envelope';

export const healthData = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  uptimeSeconds: z.number().nonnegative(),
  database: z.object({
    driver: z.enum(['pglite', 'postgres']),
    reachable: z.boolean(),
    latencyMs: z.number().nonnegative().nullable(),
  }),
  data: z.object({
    loaded: z.boolean(),
    version: z.string().nullable(),
    loadedAt: z.string().nullable(),
  }),
});
export type HealthData = z.infer<typeof healthData>;
export const healthResponse = successEnvelope(healthData);
