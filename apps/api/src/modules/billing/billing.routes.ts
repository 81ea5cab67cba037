import { errorEnvelope, successEnvelope } from '@evident/contracts/envelope';
import {
  customerPortalResponse,
  historyQuery,
  PAYMENT_MESSAGES,
  paymentActionResponse,
  paymentHistoryResponse,
  planChangeResponse,
  planPeriodParam,
  updatePaymentMethodBody,
} from '@evident/contracts/payments';
import { YEARLY_BADGE } from '@evident/contracts/plans';
import { pricingPlans, pricingQuery, pricingResponse } from '@evident/contracts/pricing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { requestLanguage } from '../../i18n/language';
import { translateMessage } from '../../i18n/messages';
import { render } from '../../i18n/translate';
import { errorAnswers, ok } from '../../http/envelope';
import { markSignedIn } from '../../http/signed-in-only';
import type { BillingService } from './billing.service';

/**
 * Spec §7 Payments and "pricing?locale=en" (issue 19). The payments routes are for signed-in
 * users and never cached; the webhook is public (the provider calls it) and verified by signature.
 */
export const billingRoutes: FastifyPluginAsyncZod<{ billing: BillingService }> = async (
  app,
  { billing },
) => {
  const pricing = ok({
    currency: 'USD' as const,
    yearlyBadge: YEARLY_BADGE,
    plans: pricingPlans(),
  });
  app.get(
    '/pricing',
    { schema: { querystring: pricingQuery, response: { 200: pricingResponse } } },
    async (_request, reply) => {
      // Plans change only with a release: shared caches may keep them a while.
      reply.header('cache-control', 'public, max-age=300');
      return pricing;
    },
  );

  const paymentRoutes: FastifyPluginAsyncZod = async (payments) => {
    payments.addHook('onRequest', payments.authenticate);
    markSignedIn(payments);
    payments.addHook('onSend', (_request, reply, payload, done) => {
      reply.header('cache-control', 'no-store');
      done(null, payload);
    });
    // Spec §7: these POSTs have an empty body, yet every call carries a JSON content type.
    // Fastify's own parser refuses an empty JSON body; here it is no body.
    payments.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => {
        const text = String(body);
        if (text.trim() === '') return done(null, undefined);
        try {
          done(null, JSON.parse(text) as unknown);
        } catch {
          done(new AppError('BAD_JSON', 400, 'The body is not valid JSON.'), undefined);
        }
      },
    );
    // A body-less call is validated as an empty object (the schema's own message for what is missing).
    payments.addHook('preValidation', (request, _reply, done) => {
      if (request.method === 'POST') request.body ??= {};
      done();
    });
    const errors = errorAnswers(400, 401, 403, 404, 502);

    payments.post(
      '/payments/cancel-subscription',
      { schema: { response: { 200: paymentActionResponse, ...errors } } },
      async (request) => {
        await billing.cancel(request.userId);
        return ok(null, PAYMENT_MESSAGES.cancelled);
      },
    );
    payments.post(
      '/payments/reanude-subscription',
      { schema: { response: { 200: paymentActionResponse, ...errors } } },
      async (request) => {
        await billing.resume(request.userId);
        return ok(null, PAYMENT_MESSAGES.resumed);
      },
    );
    payments.get(
      '/payments/customer-portal',
      { schema: { response: { 200: customerPortalResponse, ...errors } } },
      async (request) => ok(await billing.portalUrl(request.userId)),
    );
    payments.get(
      '/payments/history',
      {
        config: { verbatimBodyErrors: true },
        schema: { querystring: historyQuery, response: { 200: paymentHistoryResponse, ...errors } },
      },
      async (request) => ok(await billing.history(request.userId, request.query.email)),
    );
    payments.post(
      '/payments/update-subscription-payment-method',
      {
        config: { verbatimBodyErrors: true },
        schema: {
          body: updatePaymentMethodBody,
          response: { 200: paymentActionResponse, ...errors },
        },
      },
      async (request) => {
        await billing.updatePaymentMethod(request.userId, request.body.paymentMethodId);
        return ok(null, 'Your payment method was updated.');
      },
    );
    // Declared last: the static paths above win over this parameter.
    payments.post(
      '/payments/:planPeriod',
      {
        config: {
          badParamsNotFound: { code: 'UNKNOWN_PLAN', message: 'There is no such plan.' },
          // Spec §8: a 400 mentioning the subscription opens the portal (read in English).
          subscriptionErrorsInEnglish: true,
        },
        schema: { params: planPeriodParam, response: { 200: planChangeResponse, ...errors } },
      },
      async (request) => {
        const outcome = await billing.requestPlan(request.userId, request.params.planPeriod);
        if ('checkout' in outcome) return ok(outcome.checkout, 'Checkout created');
        // Spec §7: data is the checkout URL, or a message (the reader's language: it is shown).
        const language = requestLanguage(request);
        const message = outcome.text
          ? render(outcome.text, language)
          : translateMessage(outcome.changed, language);
        return ok(message, message);
      },
    );
  };
  await app.register(paymentRoutes);

  // The provider's webhook: the raw body is what the signature covers, so JSON is not parsed here.
  const webhookRoute: FastifyPluginAsyncZod = async (hook) => {
    hook.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: 1024 * 1024 },
      (_request, body, done) => done(null, body),
    );
    hook.post(
      '/payments/webhook',
      {
        config: { public: true },
        schema: {
          response: {
            200: successEnvelope(z.object({ received: z.literal(true), result: z.string() })),
            400: errorEnvelope,
          },
        },
      },
      async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['stripe-signature'];
        const result = await billing.handleWebhook(
          raw,
          typeof signature === 'string' ? signature : undefined,
        );
        request.log.info({ result }, 'payment event');
        return ok({ received: true as const, result });
      },
    );
  };
  await app.register(webhookRoute);
};
