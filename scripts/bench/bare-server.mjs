// The reference point for API benchmarks: bare Fastify answering a fixed JSON body.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const body = { success: true, data: { status: 'ok' } };
app.get('/*', async () => body);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
