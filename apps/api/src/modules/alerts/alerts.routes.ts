import {
  ALERT_NAMES,
  sentAlertsResponse,
  UNSUBSCRIBE_MESSAGES,
  unsubscribeQuery,
} from '@evident/contracts/alerts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers, ok } from '../../http/envelope';
import { signedInOnly } from '../../http/signed-in-only';
import type { AlertsService } from './alerts.service';
import { acceptFormBodies, escapeHtml } from '../../http/html';
import { htmlPage } from '../../http/media-answers';
import { requestLanguage, type Language } from '../../i18n/language';
import { translateMessage } from '../../i18n/messages';
import { t, type MessageId } from '../../i18n/translate';

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

function page(title: string, body: string, language: Language): string {
  return `<!doctype html>
<html lang="${language}">
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
 * A catalogue text as HTML (the unsubscribe pages' words, issue 23: in the language of the
 * browser that opens them; ADR 055): its words escaped, its variables given as HTML.
 */
function htmlText(language: Language, id: MessageId, html: Record<string, string> = {}): string {
  return escapeHtml(t(language, id)).replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(html, name) ? html[name]! : whole,
  );
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
  const html = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    title: string,
    body: string,
  ) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .send(page(title, body, requestLanguage(request)));
  const profile = `${publicUrl.replace(/\/$/, '')}/profile`;
  const invalid = (request: FastifyRequest, reply: FastifyReply) => {
    const language = requestLanguage(request);
    const profileLink = `<a href="${escapeHtml(profile)}">${htmlText(language, 'unsubscribe.profileLink')}</a>`;
    return html(
      request,
      reply,
      400,
      t(language, 'unsubscribe.title'),
      `<h1>${htmlText(language, 'unsubscribe.title')}</h1><p>${escapeHtml(translateMessage(UNSUBSCRIBE_MESSAGES.invalid, language))}</p><p>${htmlText(language, 'unsubscribe.chooseInProfile', { profile: profileLink })}</p>`,
    );
  };
  // A bad or missing token answers the page that says so (attachValidation), not a JSON error:
  // these pages are opened from e-mails.
  const pageSchema = (answers: Record<number, string>) => ({
    attachValidation: true,
    schema: {
      querystring: unsubscribeQuery,
      response: Object.fromEntries(
        Object.entries(answers).map(([code, description]) => [code, htmlPage(description)]),
      ),
    },
  });
  app.get(
    '/alerts/unsubscribe',
    pageSchema({
      200: 'The confirmation page: which alert the link stops, and the button that stops it.',
      400: 'The link is not valid (or has expired).',
    }),
    async (request, reply) => {
      const claims = request.validationError ? null : await alerts.check(request.query.token);
      if (!claims) return invalid(request, reply);
      const token = request.query.token;
      const language = requestLanguage(request);
      const name = translateMessage(ALERT_NAMES[claims.kind], language);
      return html(
        request,
        reply,
        200,
        t(language, 'unsubscribe.title'),
        `<h1>${htmlText(language, 'unsubscribe.title')}</h1><p>${htmlText(language, 'unsubscribe.stopReceiving', { name: escapeHtml(name) })}</p>
<form method="post" action="/alerts/unsubscribe?token=${encodeURIComponent(token)}"><button type="submit">${htmlText(language, 'unsubscribe.button')}</button></form>`,
      );
    },
  );

  // The body (RFC 8058's `List-Unsubscribe=One-Click`, or the page's empty form) is not read.
  app.post(
    '/alerts/unsubscribe',
    pageSchema({
      200: 'The alert is stopped.',
      400: 'The link is not valid (or has expired).',
      409: 'The alert could not be stopped (the page says why).',
    }),
    async (request, reply) => {
      if (request.validationError) return invalid(request, reply);
      const result = await alerts.unsubscribe(request.query.token);
      if (!result.ok && result.message === UNSUBSCRIBE_MESSAGES.invalid) {
        return invalid(request, reply);
      }
      const language = requestLanguage(request);
      return html(
        request,
        reply,
        result.ok ? 200 : 409,
        t(language, 'unsubscribe.title'),
        `<h1>${htmlText(language, result.ok ? 'unsubscribe.unsubscribed' : 'unsubscribe.title')}</h1><p>${escapeHtml(translateMessage(result.message, language))}</p><p><a href="${escapeHtml(profile)}">${htmlText(language, 'unsubscribe.yourAlerts')}</a></p>`,
      );
    },
  );
};
