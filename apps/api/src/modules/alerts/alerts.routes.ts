import {
  ALERT_NAMES,
  sentAlertsResponse,
  UNSUBSCRIBE_MESSAGES,
  unsubscribeQuery,
} from '@evident/contracts/alerts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers, ok } from '../../http/envelope';
import { signedInOnly } from '../../http/signed-in-only';
import type { AlertsService } from './alerts.service';
import { acceptFormBodies, escapeHtml } from '../../http/html';

/** `GET /api/v1/alerts`: the signed-in user's last alerts (the profile's Alerts section). */
export const alertsApiRoutes: FastifyPluginAsyncZod<{ alerts: AlertsService }> = async (
  app,
  { alerts },
) => {
  signedInOnly(app);
  app.get(
    '/alerts',
    { schema: { response: { 200: sentAlertsResponse, ...errorAnswers(401) } } },
    async (request) => ok(await alerts.sentTo(request.userId)),
  );
};

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Evident</title>
<style>
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; color: #111827; background: #f3f4f6; font-size: 15px; line-height: 1.5; }
  main { max-width: 520px; margin: 48px auto; background: #fff; border-radius: 12px; padding: 28px; box-shadow: 0 1px 3px rgba(0,0,0,.08); }
  h1 { font-size: 22px; margin: 0 0 12px; }
  button { background: #0b3d91; color: #fff; border: 0; border-radius: 6px; padding: 10px 16px; font: inherit; font-weight: 600; cursor: pointer; }
  a { color: #0b3d91; }
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

/**
 * The unsubscribe link of an alert mail, outside `/api/v1` (a mail link carries no API key):
 * GET shows a confirmation with one button (mail scanners follow links, so a GET changes
 * nothing); POST — that button, or the mail client's one-click request (RFC 8058, body
 * `List-Unsubscribe=One-Click`) — switches the alert off, once.
 */
export const unsubscribePageRoutes: FastifyPluginAsyncZod<{
  alerts: AlertsService;
  publicUrl: string;
}> = async (app, { alerts, publicUrl }) => {
  // The mail client's one-click POST (RFC 8058) and the confirmation page's form.
  acceptFormBodies(app, 1024);
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('cache-control', 'no-store');
    done(null, payload);
  });
  const html = (reply: FastifyReply, status: number, title: string, body: string) =>
    reply.code(status).type('text/html; charset=utf-8').send(page(title, body));
  const profile = `${publicUrl.replace(/\/$/, '')}/profile`;
  const invalid = (reply: FastifyReply) =>
    html(
      reply,
      400,
      'Unsubscribe',
      `<h1>Unsubscribe</h1><p>${escapeHtml(UNSUBSCRIBE_MESSAGES.invalid)}</p><p>You can choose your alerts in <a href="${escapeHtml(profile)}">your profile</a>.</p>`,
    );
  app.get('/alerts/unsubscribe', async (request, reply) => {
    const query = unsubscribeQuery.safeParse(request.query);
    const claims = query.success ? await alerts.check(query.data.token) : null;
    if (!query.success || !claims) return invalid(reply);
    const name = ALERT_NAMES[claims.kind];
    return html(
      reply,
      200,
      'Unsubscribe',
      `<h1>Unsubscribe</h1><p>Stop receiving “${escapeHtml(name)}” e-mails from Evident?</p>
<form method="post" action="/alerts/unsubscribe?token=${encodeURIComponent(query.data.token)}"><button type="submit">Unsubscribe</button></form>`,
    );
  });

  app.post('/alerts/unsubscribe', async (request, reply) => {
    const query = unsubscribeQuery.safeParse(request.query);
    if (!query.success) return invalid(reply);
    const result = await alerts.unsubscribe(query.data.token);
    if (!result.ok && result.message === UNSUBSCRIBE_MESSAGES.invalid) return invalid(reply);
    return html(
      reply,
      result.ok ? 200 : 409,
      'Unsubscribe',
      `<h1>${result.ok ? 'Unsubscribed' : 'Unsubscribe'}</h1><p>${escapeHtml(result.message)}</p><p><a href="${escapeHtml(profile)}">Your alerts</a></p>`,
    );
  });
};
