// The reference points for API benchmarks: bare Fastify (no hooks, no validation, no logging).
// - `/bare`: a fixed small JSON body (the old anchor, ADR 005).
// - every path of the JSON file named by BARE_ANSWERS ({ path: { headers, body (base64) } }):
//   exactly the bytes and headers our server sent for it (the same-bytes anchor, ADR 015).
// - BARE_LOG_FILE: the same, writing one access-log line per request to that file as our server
//   does as it ships (Fastify's pino logger at info, pino's asynchronous destination written in
//   blocks, apps/api/src/start-server.ts): the anchor for what a framework costs that logs its
//   requests.
import { readFileSync } from 'node:fs';
import Fastify, { LogController } from 'fastify';
import { pino } from 'pino';

/** One line per answered request, as our server's access log (apps/api/src/http/access-log.ts). */
class OneLine extends LogController {
  incomingRequest() {}
  requestCompleted(error, request, reply) {
    reply.log.info(
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        responseTime: reply.elapsedTime,
        remoteAddress: request.ip,
      },
      'request completed',
    );
  }
}

const logFile = process.env.BARE_LOG_FILE;
const app = Fastify(
  logFile
    ? {
        loggerInstance: pino(
          { level: 'info' },
          // As the server's stdout (LOG_BLOCK_BYTES, LOG_BLOCK_MAX_BYTES, LOG_FLUSH_MS in start-server.ts).
          pino.destination({
            dest: logFile,
            sync: false,
            minLength: 4096,
            maxWrite: 4096 + 1024,
            periodicFlush: 500,
          }),
        ),
        logController: new OneLine(),
      }
    : { logger: false },
);
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
