// The reference points for API benchmarks: bare Fastify (no hooks, no validation, no logging).
// - `/bare`: a fixed small JSON body (the old anchor, ADR 005).
// - every path of the JSON file named by BARE_ANSWERS ({ path: { headers, body (base64) } }):
//   exactly the bytes and headers our server sent for it (the same-bytes anchor, ADR 015).
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const body = { success: true, data: { status: 'ok' } };
const answers = process.env.BARE_ANSWERS
  ? JSON.parse(readFileSync(process.env.BARE_ANSWERS, 'utf8'))
  : {};
for (const [url, answer] of Object.entries(answers)) {
  const bytes = Buffer.from(answer.body, 'base64');
  const [pathname, query = ''] = url.split('?');
  app.get(pathname, (request, reply) => {
    // One route per path; the query string must be the one captured.
    if ((request.url.split('?')[1] ?? '') !== query) return reply.code(404).send();
    return reply.headers(answer.headers).send(bytes);
  });
}
app.get('/*', async () => body);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
