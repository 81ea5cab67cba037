import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../config/env';
import type { Db } from '../../db/client';
import { getOrCreateSecret } from '../../db/secrets.repository';
import { createBillingService } from './billing.service';
import { userOfCustomer } from './billing.repository';
import { createSandboxProvider, type SandboxProvider } from './sandbox-provider';
import { createStripeProvider } from './stripe-provider';

/** How often the sandbox ends the periods that are over (Stripe does this on its own side). */
const SANDBOX_TICK_MS = 60_000;

/**
 * Wires billing (ADR 018): Stripe when STRIPE_SECRET_KEY is set, else the offline sandbox, whose
 * events are signed with a secret kept in the database and handed to the same webhook handler.
 */
export function createBillingModule(options: { db: Db; env: Env; log: FastifyBaseLogger }) {
  const { db, env, log } = options;
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  let sandbox: SandboxProvider | null = null;
  let secret: Promise<string> | null = null;
  const provider = env.STRIPE_SECRET_KEY
    ? createStripeProvider({
        secretKey: env.STRIPE_SECRET_KEY,
        // Required with the key (config/env.ts checks it).
        webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
        prices: {
          BASIC_MONTHLY: env.STRIPE_PRICE_BASIC_MONTHLY!,
          BASIC_YEARLY: env.STRIPE_PRICE_BASIC_YEARLY!,
          ADVANCED_MONTHLY: env.STRIPE_PRICE_ADVANCED_MONTHLY!,
          ADVANCED_YEARLY: env.STRIPE_PRICE_ADVANCED_YEARLY!,
          PRO_MONTHLY: env.STRIPE_PRICE_PRO_MONTHLY!,
          PRO_YEARLY: env.STRIPE_PRICE_PRO_YEARLY!,
        },
        ...(env.STRIPE_API_URL ? { apiUrl: new URL(env.STRIPE_API_URL) } : {}),
      })
    : (sandbox = createSandboxProvider({
        db,
        publicUrl,
        webhookSecret: () =>
          (secret ??= getOrCreateSecret(db, 'sandbox-webhook').catch((error: unknown) => {
            secret = null;
            throw error;
          })),
      }));
  const service = createBillingService({ db, provider, publicUrl });
  sandbox?.attach(async (raw, signature) => {
    const result = await service.handleWebhook(raw, signature);
    log.debug({ result }, 'sandbox payment event');
  });

  let timer: NodeJS.Timeout | null = null;
  return {
    service,
    sandbox,
    publicUrl,
    historyOfCustomer: async (customerId: string) => {
      const userId = await userOfCustomer(db, provider.name, customerId);
      return userId === null ? [] : await service.historyRecords(userId);
    },
    /** Starts the sandbox's clock (renewals and period-end cancellations). */
    start() {
      if (!sandbox || timer) return;
      // Said once at start: with the sandbox anyone can take a paid plan without paying.
      log.warn(
        { payments: 'sandbox' },
        'Payments run in the offline sandbox (no STRIPE_SECRET_KEY): paid plans can be taken with test cards and no real payment. Set the STRIPE_* variables to take real payments.',
      );
      const s = sandbox;
      timer = setInterval(() => {
        s.tick().catch((error: unknown) => log.error({ err: error }, 'sandbox tick failed'));
      }, SANDBOX_TICK_MS);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
export type BillingModule = ReturnType<typeof createBillingModule>;
