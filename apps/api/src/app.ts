import { feedbackKind } from '@evident/contracts/feedback';
import compress from '@fastify/compress';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createAppContext,
  loadReadModelOnReady,
  provideContext,
  type AppContext,
} from './app-context';
import type { Env } from './config/env';
import type { Database } from './db/client';
import { AccessLog } from './http/access-log';
import { answerFrameworkError, registerErrorHandling } from './http/error-handler';
import { LOG_SERIALIZERS } from './http/log-serializers';
import { validatorCompiler } from './http/validator-compiler';
import { openApiRoute, registerOpenApi } from './http/openapi';
import {
  DEFAULT_BODY_LIMIT,
  DYNAMIC_BROTLI,
  registerRouteTable,
  REQUEST_TIMEOUT_MS,
  trustProxyOption,
} from './http/server-options';
import { registerSecurityHeaders, securityHeadersFor, webHtml } from './http/security-headers';
import { registerTextGuard } from './http/text-guard';
import { webServing } from './http/web-serving';
import { alertsModule } from './modules/alerts/alerts.module';
import { analyticsModule } from './modules/analytics/analytics.module';
import { authModule } from './modules/auth/auth.module';
import { billingModule } from './modules/billing/billing.module';
import { chartsModule } from './modules/charts/charts.module';
import { clientErrorsModule } from './modules/client-errors/client-errors.module';
import { evidenceModule } from './modules/evidence/evidence.module';
import { renderFeedbackForm } from './modules/feedback/feedback-form.page';
import { feedbackModule } from './modules/feedback/feedback.module';
import { healthModule } from './modules/health/health.module';
import { listsModule } from './modules/lists/lists.module';
import { mailModule } from './modules/mail/mail.module';
import { meteringModule } from './modules/metering/metering.module';
import type { MeterCompany } from './modules/metering/metering.service';
import { methodologyModule } from './modules/methodology/methodology.module';
import type { LocalJobs } from './modules/operations/operations.routes';
import { operationsModule } from './modules/operations/operations.module';
import { publicConfigModule } from './modules/public-config/public-config.module';
import { screenerModule } from './modules/screener/screener.module';
import { shareModule } from './modules/share/share.module';
import { companyDetailOf } from './modules/stocks/company-detail.presenter';
import { stocksModule } from './modules/stocks/stocks.module';
import { VERSION } from './version';

export interface AppOptions {
  env: Env;
  database: Database;
  /** The shared services (app-context.ts); built from `env` and `database` when not given. */
  context?: AppContext;
  /** pino options, `false` for silence (tests), or a logger instance. */
  logger?: FastifyServerOptions['logger'];
  /** Folder of the built web app; `null` serves the API only. */
  webDistDir?: string | null;
  /** How long a health probe is reused (ms). */
  healthCacheMs?: number;
  /** Multiplies the auth rate limits (tests that make many calls raise them). */
  authRateLimitScale?: number;
  /** How long headers, and any silence of a socket, may last (default REQUEST_TIMEOUT_MS). */
  requestTimeoutMs?: number;
  /** Secret of `DATA_DIR/server.json`: enables the local tools' routes (mail outbox). */
  localToken?: string;
  /** The server's job runner for the local tools (with `localToken`: `POST /internal/score-run`). */
  jobs?: LocalJobs;
}

// Imported from here by tests and tools written before http/server-options.ts.
export {
  DEFAULT_BODY_LIMIT,
  DYNAMIC_BROTLI,
  REQUEST_TIMEOUT_MS,
  type RouteEntry,
} from './http/server-options';

/**
 * Builds the whole app without listening (tests use `inject`; server.ts listens): the framework's
 * options, then the modules in order (ADR 053). It starts no job: those are wired by
 * runtime/jobs.ts.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { env } = options;
  const context = options.context ?? createAppContext(options);
  // No `redact` paths: the access line (http/access-log.ts) and LOG_SERIALIZERS.req, which
  // Fastify's own lines use, write no header at all, so paths such as `req.headers.authorization`
  // never matched anything, and pino's redaction cloned every access line to look (≈3% of a
  // cached answer's time). A test proves that no header value reaches a line.
  const logger = options.logger ?? { level: env.LOG_LEVEL };
  // Security headers (issue 26), computed once; set on every answer, framework errors included.
  const securityHeaders = securityHeadersFor({
    html: [
      ...webHtml(options.webDistDir ?? null),
      ...feedbackKind.options.map((kind) => renderFeedbackForm(kind)),
    ],
    frameUrls: [
      env.RATE_US_FORM_URL,
      env.ISSUES_FORM_URL,
      env.FEEDBACK_FORM_URL,
      env.CONTACT_FORM_URL,
      env.BUG_REPORT_FORM_URL,
    ],
    logoTemplate: env.LOGO_URL_TEMPLATE,
    https: env.PUBLIC_URL?.startsWith('https://') ?? false,
  });
  const app = Fastify({
    // Request lines never carry a secret of the URL (the verification link's `?code=`).
    logger:
      typeof logger === 'object' && logger !== null
        ? { ...logger, serializers: { ...LOG_SERIALIZERS, ...logger.serializers } }
        : logger,
    requestIdHeader: false,
    // One access-log line per request, not Fastify's two.
    logController: new AccessLog(),
    // Fastify's close() waits for in-flight requests; idle keep-alive sockets are closed at once.
    forceCloseConnections: 'idle',
    // The onReady hooks load the read model (every company's latest scores): about 13 s on a
    // 2-core machine under load, past Fastify's default of 10 s, which then refused to start.
    pluginTimeout: 120_000,
    // The client's address behind a configured proxy (rate limits are keyed by it).
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    // A request's headers must arrive within 30 s, and a socket that sends nothing for 30 s is
    // closed (a body that never ends would otherwise hold its socket for minutes).
    requestTimeout: options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS,
    // Bodies are small JSON (the largest, a 5,000-character feedback message, ~30 KB): 64 KB
    // unless a route says more (portfolio CSV import, payment webhooks) or less.
    bodyLimit: DEFAULT_BODY_LIMIT,
    connectionTimeout: options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS,
    // Errors Fastify meets before routing are answered by the one error handler's module.
    frameworkErrors: (error, request, reply) =>
      answerFrameworkError(
        error,
        request as FastifyRequest,
        reply as unknown as FastifyReply,
        securityHeaders,
      ),
  }).withTypeProvider<ZodTypeProvider>();

  registerRouteTable(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerTextGuard(app);
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // Callback-style (not async) hooks: they run on every request, and a promise each costs.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    // While shutting down, finish this response and let the client reconnect elsewhere; a
    // keep-alive socket left open would hold close() until its timeout.
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });

  // Brotli first, as measured (ADR 041); not zstd, which @fastify/compress puts first where zlib
  // has it (Node 24) and which this project has not measured (ADR 050).
  await app.register(compress, {
    global: true,
    threshold: 1024,
    brotliOptions: DYNAMIC_BROTLI,
    encodings: ['br', 'gzip', 'deflate', 'identity'],
  });
  registerSecurityHeaders(app, securityHeaders);
  // The OpenAPI document, made from the routes declared below.
  await registerOpenApi(app, VERSION);

  provideContext(app, context);

  // The modules, in the order of the API's routes. Other modules' services are asked through
  // `app.<module>` at call time: a module may be used by one registered after it.
  const { api, limiter } = context;
  await api(app, openApiRoute, { app });
  await app.register(healthModule, { ...context, healthCacheMs: options.healthCacheMs });
  await app.register(publicConfigModule, context);
  await app.register(feedbackModule, context);
  await app.register(clientErrorsModule, context);
  await app.register(analyticsModule, { ...context, localToken: options.localToken });
  // The analysis meter (ADR 059): the routes of a company's analysis ask it first.
  await app.register(meteringModule, {
    ...context,
    userOf: (request) => app.optionalUser(request),
    userLimit: async (userId) => (await app.billing.limitsOf(userId)).analysis,
  });
  const meter: MeterCompany = (request, reply, ticker) =>
    app.metering.meter(request, reply, ticker);
  await app.register(stocksModule, { ...context, meter });
  await app.register(chartsModule, { ...context, meter });
  await app.register(methodologyModule, context);
  await app.register(authModule, {
    ...context,
    planOf: (userId) => app.billing.summaryOf(userId),
    checkoutFor: async (userId, plan) => {
      const outcome = await app.billing.requestPlan(userId, plan);
      return 'checkout' in outcome ? outcome.checkout : null;
    },
    listUsage: (userId, kind) => app.lists.used(userId, kind),
    analysisUsage: (userId) => app.metering.usedBy(userId),
  });
  await app.register(listsModule, {
    ...context,
    limitOf: async (userId, kind) => (await app.billing.limitsOf(userId))[kind],
  });
  await app.register(screenerModule, {
    ...context,
    limitOf: async (userId) => (await app.billing.limitsOf(userId)).screenerResults,
  });
  await app.register(billingModule, context);
  await app.register(evidenceModule, context);
  await app.register(alertsModule, { ...context, mailer: app.auth.mailer });
  if (options.localToken) {
    const { localToken, jobs } = options;
    await app.register(mailModule, { ...context, localToken });
    await app.register(operationsModule, { api, localToken, jobs });
  }
  await app.register(shareModule, {
    limiter,
    company: (ticker) => {
      const m = context.readModel.get();
      const entry = m?.byTicker.get(ticker);
      return m && entry ? { detail: companyDetailOf(entry, m.asOf), version: m.version } : null;
    },
  });
  loadReadModelOnReady(app, context);
  // Last: a page is rendered with the answers of the routes above.
  await app.register(webServing, {
    webDistDir: options.webDistDir ?? null,
    publicUrl: context.publicUrl,
  });
  return app;
}
