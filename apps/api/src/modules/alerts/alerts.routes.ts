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

/** The unsubscribe pages' words (issue 23: in the language of the browser that opens them). */
const WORDS: Record<
  Language,
  {
    unsubscribe: string;
    unsubscribed: string;
    chooseInProfile: (profile: string) => string;
    stopReceiving: (name: string) => string;
    button: string;
    yourAlerts: string;
  }
> = {
  en: {
    unsubscribe: 'Unsubscribe',
    unsubscribed: 'Unsubscribed',
    chooseInProfile: (profile) =>
      `You can choose your alerts in <a href="${profile}">your profile</a>.`,
    stopReceiving: (name) => `Stop receiving “${name}” e-mails from Evident?`,
    button: 'Unsubscribe',
    yourAlerts: 'Your alerts',
  },
  es: {
    unsubscribe: 'Darse de baja',
    unsubscribed: 'Baja confirmada',
    chooseInProfile: (profile) =>
      `Puedes elegir tus alertas en <a href="${profile}">tu perfil</a>.`,
    stopReceiving: (name) => `¿Dejar de recibir los correos «${name}» de Evident?`,
    button: 'Darme de baja',
    yourAlerts: 'Tus alertas',
  },
  uk: {
    unsubscribe: 'Відписка',
    unsubscribed: 'Ви відписалися',
    chooseInProfile: (profile) =>
      `Вибрати сповіщення можна у <a href="${profile}">своєму профілі</a>.`,
    stopReceiving: (name) => `Більше не отримувати листи «${name}» від Evident?`,
    button: 'Відписатися',
    yourAlerts: 'Ваші сповіщення',
  },
};

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
    const w = WORDS[language];
    return html(
      request,
      reply,
      400,
      w.unsubscribe,
      `<h1>${w.unsubscribe}</h1><p>${escapeHtml(translateMessage(UNSUBSCRIBE_MESSAGES.invalid, language))}</p><p>${w.chooseInProfile(escapeHtml(profile))}</p>`,
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
      const w = WORDS[language];
      const name = translateMessage(ALERT_NAMES[claims.kind], language);
      return html(
        request,
        reply,
        200,
        w.unsubscribe,
        `<h1>${w.unsubscribe}</h1><p>${w.stopReceiving(escapeHtml(name))}</p>
<form method="post" action="/alerts/unsubscribe?token=${encodeURIComponent(token)}"><button type="submit">${w.button}</button></form>`,
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
      const w = WORDS[language];
      return html(
        request,
        reply,
        result.ok ? 200 : 409,
        w.unsubscribe,
        `<h1>${result.ok ? w.unsubscribed : w.unsubscribe}</h1><p>${escapeHtml(translateMessage(result.message, language))}</p><p><a href="${escapeHtml(profile)}">${w.yourAlerts}</a></p>`,
      );
    },
  );
};
