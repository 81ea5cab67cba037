import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../../app-context';
import { paymentsModeOf, type Env } from '../../config/env';
import type { Db } from '../../db/client';
import { getOrCreateSecret } from '../../db/secrets.repository';
import { billingRoutes } from './billing.routes';
import { createBillingService, type BillingService } from './billing.service';
import { userOfCustomer } from './billing.repository';
import { createSandboxProvider, type SandboxProvider } from './sandbox-provider';
import { sandboxPageRoutes } from './sandbox.pages';
import { createNoPaymentsProvider } from './no-payments-provider';
import { createStripeProvider } from './stripe-provider';

declare module 'fastify' {
  interface FastifyInstance {
    /** Plans and payments (ADR 018): lists, the screener and accounts read the plan in force. */
    billing: BillingService;
  }
}

/** How often the sandbox ends the periods that are over (Stripe does this on its own side). */
const SANDBOX_TICK_MS = 60_000;

/**
 * Wires billing (ADR 018, 060): Stripe when STRIPE_SECRET_KEY is set; else the offline sandbox,
 * whose events are signed with a secret kept in the database and handed to the same webhook
 * handler, unless PAYMENTS_SANDBOX=0 turns payments off (config/env.ts refuses production
 * without one of the three chosen).
 */
function createBillingModule(options: { db: Db; env: Env; log: FastifyBaseLogger }) {
  const { db, env, log } = options;
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  const mode = paymentsModeOf(env);
  let sandbox: SandboxProvider | null = null;
  let secret: Promise<string> | null = null;
  const provider =
    mode === 'none'
      ? createNoPaymentsProvider()
      : mode === 'stripe'
        ? createStripeProvider({
            secretKey: env.STRIPE_SECRET_KEY!,
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
      // Asked by the sandbox's pages only.
      const userId = await userOfCustomer(db, 'sandbox', customerId);
      return userId === null ? [] : await service.historyRecords(userId);
    },
    /** Says which payments mode is active; starts the sandbox's clock (renewals, period ends). */
    start() {
      if (timer) return;
      if (mode === 'stripe') log.info({ payments: mode }, 'Payments run on Stripe.');
      if (mode === 'none') {
        log.warn(
          { payments: mode },
          'Payments are off (PAYMENTS_SANDBOX=0, no STRIPE_SECRET_KEY): every user is on the free plan.',
        );
      }
      if (!sandbox) return;
      // Said once at start: with the sandbox anyone can take a paid plan without paying.
      log.warn(
        { payments: 'sandbox' },
        'Payments run in the offline sandbox (no STRIPE_SECRET_KEY): paid plans can be taken with test cards and no real payment. Set the STRIPE_* variables to take real payments, or PAYMENTS_SANDBOX=0 for none.',
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

/**
 * Billing as a plugin: `app.billing`, the `/api/v1` payment routes and, without Stripe, the
 * sandbox's checkout and portal pages and its clock.
 */
export const billingModule = fp<Pick<AppContext, 'api' | 'database' | 'env'>>(
  async (app, { api, database, env }) => {
    const billing = createBillingModule({ db: database.db, env, log: app.log });
    app.decorate('billing', billing.service);
    app.addHook('onReady', async () => billing.start());
    app.addHook('onClose', async () => billing.stop());
    await api(app, billingRoutes, { billing: billing.service });
    if (billing.sandbox) {
      await app.register(sandboxPageRoutes, {
        sandbox: billing.sandbox,
        historyOf: billing.historyOfCustomer,
        publicUrl: billing.publicUrl,
      });
    }
  },
  { name: 'billing-module' },
);
