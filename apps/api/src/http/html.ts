import type { FastifyInstance } from 'fastify';

/** Text made safe inside HTML, attributes included (the pages and mails the server writes). */
export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * Lets the plugin's routes take plain HTML form posts (`application/x-www-form-urlencoded`, read
 * as an object of strings), at most `bodyLimit` bytes: the server's own pages (the payments
 * sandbox, the unsubscribe link) post forms without a script.
 */
export function acceptFormBodies(app: FastifyInstance, bodyLimit: number): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}
