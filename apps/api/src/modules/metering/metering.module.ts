import fp from 'fastify-plugin';
import type { AppContext } from '../../app-context';
import { apiKeyPlans } from '../../http/api-key';
import { getOrCreateSecret } from '../../db/secrets.repository';
import { createMeteringRepository } from './metering.repository';
import { createMeteringService, type MeteringService } from './metering.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The analysis meter (issue 56, ADR 059): every read of a company's analysis goes through it. */
    metering: MeteringService;
  }
}

/**
 * The analysis meter: its repository and service, from the app's secret (`visitor-meter`, made
 * once and kept in the database, so every server signs and checks the same cookies), the API
 * keys' plans (`API_KEYS`) and, at call time, the signed-in user and their plan's limit.
 */
export const meteringModule = fp<
  Pick<AppContext, 'database' | 'env'> & {
    userOf: Parameters<typeof createMeteringService>[0]['userOf'];
    userLimit: (userId: number) => Promise<number>;
  }
>(
  async (app, { database, env, userOf, userLimit }) => {
    const plans = apiKeyPlans(env.API_KEYS);
    let secret: Promise<string> | null = null;
    const service = createMeteringService({
      repo: createMeteringRepository(database.db),
      secret: () =>
        (secret ??= getOrCreateSecret(database.db, 'visitor-meter').catch((error: unknown) => {
          secret = null;
          throw error;
        })),
      userOf,
      userLimit,
      keyPlan: (key) => plans.get(key) ?? null,
    });
    app.decorate('metering', service);
  },
  { name: 'metering' },
);
