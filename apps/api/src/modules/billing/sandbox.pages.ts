import { paidPlanOf, periodPriceCents, TIER_TITLES } from '@evident/contracts/plans';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PaymentRecord } from '@evident/contracts/payments';
import { PaymentProviderError } from './payment-provider';
import type { SandboxCheckout, SandboxSubscription } from './sandbox.repository';
import { SANDBOX_CARDS, type SandboxCard, type SandboxProvider } from './sandbox-provider';
import { acceptFormBodies, escapeHtml } from '../../http/html';
import { htmlPage, htmlPageOrError, redirect } from '../../http/media-answers';

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const day = (d: Date) => d.toISOString().slice(0, 10);
const planTitle = (code: string) => {
  const p = paidPlanOf(code);
  return p ? `Evident ${TIER_TITLES[p.tier]} (${p.period})` : code;
};

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Evident payments sandbox</title>
<style>
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; color: #111827; background: #f3f4f6; font-size: 15px; line-height: 1.5; }
  .banner { background: #b54708; color: #fff; text-align: center; padding: 8px 12px; font-weight: 700; letter-spacing: .02em; }
  main { max-width: 520px; margin: 32px auto; background: #fff; border-radius: 12px; padding: 28px; box-shadow: 0 1px 3px rgba(0,0,0,.08); }
  h1 { font-size: 22px; margin: 0 0 4px; }
  .muted { color: #4b5563; margin: 0 0 16px; }
  .price { font-size: 28px; font-weight: 700; margin: 12px 0; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 6px 16px; margin: 16px 0; }
  dt { color: #4b5563; } dd { margin: 0; font-weight: 500; }
  fieldset { border: 1px solid #e5e7eb; border-radius: 8px; margin: 16px 0; padding: 8px 14px; }
  label { display: block; padding: 4px 0; }
  .actions { display: flex; flex-wrap: wrap; gap: 10px; margin-top: 16px; }
  button, a.button { background: #0b3d91; color: #fff; border: 0; border-radius: 6px; padding: 10px 16px; font: inherit; font-weight: 600; cursor: pointer; text-decoration: none; }
  button.secondary, a.secondary { background: #fff; color: #0b3d91; border: 1px solid #0b3d91; }
  .error { color: #b42318; font-weight: 600; }
  table { width: 100%; border-collapse: collapse; margin-top: 8px; font-size: 14px; }
  th, td { text-align: left; padding: 6px 4px; border-bottom: 1px solid #e5e7eb; }
  form { margin: 0; }
</style>
</head>
<body>
<div class="banner" role="note">Test mode — no real payment</div>
<main>
${body}
</main>
</body>
</html>`;
}

function checkoutPage(c: SandboxCheckout, error: string | null): string {
  const plan = paidPlanOf(c.plan);
  const price = plan ? money(periodPriceCents(plan)) : '';
  const cards: [string, string][] = [
    ['pm_card_visa', 'Visa •••• 4242 — pays'],
    ['pm_card_mastercard', 'Mastercard •••• 4444 — pays'],
    ['pm_card_chargeCustomerFail', 'Visa •••• 0341 — pays now, declined at renewal'],
    ['pm_card_chargeDeclined', 'Visa •••• 0002 — declined'],
  ];
  const open = c.status === 'open';
  return page(
    'Checkout',
    `<h1>Subscribe to ${escapeHtml(planTitle(c.plan))}</h1>
<p class="muted">Evident's offline payments sandbox stands in for Stripe Checkout. No card is charged.</p>
<div class="price">${price} <span class="muted">per ${plan?.period === 'yearly' ? 'year' : 'month'}</span></div>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
${
  open
    ? `<form method="post">
  <fieldset><legend>Test card</legend>
  ${cards
    .map(
      ([id, label], i) =>
        `<label><input type="radio" name="card" value="${id}" ${i === 0 ? 'checked' : ''}> ${escapeHtml(label)}</label>`,
    )
    .join('\n  ')}
  </fieldset>
  <div class="actions">
    <button type="submit" name="action" value="pay">Pay ${price}</button>
    <button type="submit" name="action" value="cancel" class="secondary">Cancel and go back</button>
  </div>
</form>`
    : `<p>This checkout is ${c.status === 'complete' ? 'paid' : 'closed'}.</p>`
}`,
  );
}

function portalPage(
  s: SandboxSubscription | null,
  card: { brand: string; last4: string } | null,
  history: PaymentRecord[],
  returnUrl: string,
  notice: string | null,
): string {
  if (!s) {
    return page(
      'Subscription',
      `<h1>Your subscription</h1><p>No active subscription.</p>
<div class="actions"><a class="button" href="${escapeHtml(returnUrl)}">Return to Evident</a></div>`,
    );
  }
  const status = s.cancelAtPeriodEnd
    ? `Cancels on ${day(s.currentPeriodEnd)}`
    : s.status === 'past_due'
      ? 'Past due — the last payment failed'
      : 'Active';
  return page(
    'Subscription',
    `<h1>Your subscription</h1>
<p class="muted">Manage the plan, the card on file and invoices.</p>
${notice ? `<p class="error" role="status">${escapeHtml(notice)}</p>` : ''}
<dl>
  <dt>Plan</dt><dd>${escapeHtml(planTitle(s.plan))}</dd>
  <dt>Status</dt><dd>${escapeHtml(status)}</dd>
  <dt>Current period ends</dt><dd>${day(s.currentPeriodEnd)}</dd>
  ${s.scheduledPlan ? `<dt>Next period</dt><dd>${escapeHtml(planTitle(s.scheduledPlan))}</dd>` : ''}
  <dt>Card</dt><dd>${card ? `${escapeHtml(card.brand)} •••• ${escapeHtml(card.last4)}` : 'not available'}</dd>
</dl>
<form method="post" class="actions">
  ${
    s.cancelAtPeriodEnd
      ? '<button type="submit" name="action" value="resume">Resume subscription</button>'
      : '<button type="submit" name="action" value="cancel" class="secondary">Cancel at period end</button>'
  }
  <button type="submit" name="action" value="advance" class="secondary">Test clock: end the period now</button>
</form>
<form method="post">
  <fieldset><legend>Change card</legend>
  ${(Object.keys(SANDBOX_CARDS) as SandboxCard[])
    .map(
      (id) =>
        `<label><input type="radio" name="card" value="${id}" ${SANDBOX_CARDS[id].last4 === s.cardLast4 ? 'checked' : ''}> ${escapeHtml(SANDBOX_CARDS[id].brand)} •••• ${SANDBOX_CARDS[id].last4}</label>`,
    )
    .join('\n  ')}
  <div class="actions"><button type="submit" name="action" value="card">Save card</button></div>
  </fieldset>
</form>
<h2>Invoices</h2>
${
  history.length === 0
    ? '<p class="muted">No invoices yet.</p>'
    : `<table><thead><tr><th>Date</th><th>Description</th><th>Amount</th><th>Status</th></tr></thead><tbody>${history
        .map(
          (r) =>
            `<tr><td>${r.date.slice(0, 10)}</td><td>${escapeHtml(r.description)}</td><td>$${r.amount.toFixed(2)}</td><td>${r.status}</td></tr>`,
        )
        .join('')}</tbody></table>`
}
<div class="actions"><a class="button" href="${escapeHtml(returnUrl)}">Return to Evident</a></div>`,
  );
}

/** The pages' own forms: what they post, nothing else. */
const checkoutParams = z.object({ id: z.string().min(1).max(100) });
const portalParams = z.object({ token: z.string().min(1).max(300) });
const card = z.string().max(64);
const checkoutForm = z.object({
  action: z.enum(['pay', 'cancel']).default('pay'),
  card: card.optional(),
});
const portalForm = z.object({
  action: z.enum(['cancel', 'resume', 'advance', 'card']),
  card: card.optional(),
});

/**
 * The sandbox's checkout and portal pages (HTML, no script), served only when the sandbox is the
 * provider. They post plain forms; the checkout id and the signed portal token are the capability.
 */
export const sandboxPageRoutes: FastifyPluginAsyncZod<{
  sandbox: SandboxProvider;
  historyOf: (customerId: string) => Promise<PaymentRecord[]>;
  publicUrl: string;
}> = async (app, { sandbox, historyOf, publicUrl }) => {
  acceptFormBodies(app, 4096);
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('cache-control', 'no-store');
    done(null, payload);
  });
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.code(status).type('text/html; charset=utf-8').send(body);
  const notFound = (reply: FastifyReply) =>
    html(
      reply,
      404,
      page('Not found', '<h1>Not found</h1><p>This page does not exist or has expired.</p>'),
    );
  const returnUrl = `${publicUrl.replace(/\/$/, '')}/profile`;

  app.get(
    '/sandbox/checkout/:id',
    {
      schema: {
        params: checkoutParams,
        response: {
          200: htmlPage('The test checkout: the plan, its price and the test cards'),
          400: htmlPageOrError('A malformed checkout id'),
          404: htmlPage('No such checkout, or it has expired'),
        },
      },
    },
    async (request, reply) => {
      const c = await sandbox.checkout(request.params.id);
      return c ? html(reply, 200, checkoutPage(c, null)) : notFound(reply);
    },
  );

  app.post(
    '/sandbox/checkout/:id',
    {
      schema: {
        params: checkoutParams,
        body: checkoutForm,
        response: {
          303: redirect('Paid or cancelled: back to the product'),
          400: htmlPageOrError('A malformed checkout id or form'),
          402: htmlPage('The test card was declined: the checkout again, saying so'),
          404: htmlPage('No such checkout, or it has expired'),
        },
      },
    },
    async (request, reply) => {
      const c = await sandbox.checkout(request.params.id);
      if (!c) return notFound(reply);
      const { action, card = '' } = request.body;
      const payWith =
        card === 'pm_card_chargeDeclined' || card in SANDBOX_CARDS
          ? (card as SandboxCard | 'pm_card_chargeDeclined')
          : 'pm_card_visa';
      const outcome = await sandbox.completeCheckout(
        c.id,
        action === 'cancel' ? 'cancel' : { pay: payWith },
      );
      if ('redirect' in outcome) return reply.redirect(outcome.redirect, 303);
      const fresh = (await sandbox.checkout(c.id)) ?? c;
      return html(reply, 402, checkoutPage(fresh, outcome.error));
    },
  );

  const portal = async (
    token: string,
    reply: FastifyReply,
    notice: string | null,
    status = 200,
  ) => {
    const customerId = await sandbox.portalCustomer(token);
    if (!customerId) return notFound(reply);
    const s = await sandbox.portalState(customerId);
    return html(
      reply,
      status,
      portalPage(
        s,
        await sandbox.paymentMethodOf(customerId),
        await historyOf(customerId),
        returnUrl,
        notice,
      ),
    );
  };

  app.get(
    '/sandbox/portal/:token',
    {
      schema: {
        params: portalParams,
        response: {
          200: htmlPage('The test portal: the subscription, its card, invoices and test clock'),
          400: htmlPageOrError('A malformed portal link'),
          404: htmlPage('No such portal link, or it has expired'),
        },
      },
    },
    (request, reply) => portal(request.params.token, reply, null),
  );

  app.post(
    '/sandbox/portal/:token',
    {
      schema: {
        params: portalParams,
        body: portalForm,
        response: {
          303: redirect('Done: the portal again'),
          400: htmlPageOrError('The change was refused (the portal says why), or a malformed form'),
          404: htmlPage('No such portal link, or it has expired'),
        },
      },
    },
    async (request, reply) => {
      const customerId = await sandbox.portalCustomer(request.params.token);
      if (!customerId) return notFound(reply);
      const s = await sandbox.portalState(customerId);
      const { action } = request.body;
      try {
        if (s && action === 'cancel') await sandbox.setCancelAtPeriodEnd(s.id, true);
        else if (s && action === 'resume') await sandbox.setCancelAtPeriodEnd(s.id, false);
        else if (s && action === 'advance') await sandbox.endPeriodNow(customerId);
        else if (s && action === 'card') {
          await sandbox.updatePaymentMethod({
            customerId,
            subscriptionId: s.id,
            paymentMethodId: request.body.card ?? '',
          });
        }
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        return portal(request.params.token, reply, error.message, 400);
      }
      return reply.redirect(`/sandbox/portal/${request.params.token}`, 303);
    },
  );
};
