import { feedbackKind } from '@evident/contracts/feedback';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { PublicConfig } from '@evident/contracts/public-config';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifySchema,
  type FastifyServerOptions,
} from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type FastifyPluginAsyncZod,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Env } from './config/env';
import type { Database } from './db/client';
import { AccessLog } from './http/access-log';
import { notFound } from './http/app-error';
import { registerApiKeyCheck } from './http/api-key';
import { LOG_SERIALIZERS } from './http/log-serializers';
import { registerErrorHandling } from './http/error-handler';
import { companyDetailOf } from './modules/stocks/company-detail.presenter';
import { languageOf, requestLanguage } from './i18n/language';
import { translateMessage } from './i18n/messages';
import { companyPageHead, withHead } from './modules/share/page-head';
import { shareRoutes } from './modules/share/share.routes';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { createAnalyticsService } from './modules/analytics/analytics.service';
import { clientErrorRoutes } from './modules/client-errors/client-errors.routes';
import { renderFeedbackForm } from './modules/feedback/feedback-form.page';
import { feedbackApiRoutes, feedbackPageRoutes } from './modules/feedback/feedback.routes';
import { healthRoutes } from './modules/health/health.routes';
import { createHealthService } from './modules/health/health.service';
import { publicConfigRoutes } from './modules/public-config/public-config.routes';
import { createReadModelHolder, type ReadModelHolder } from './read-model/read-model';
import { chartsRoutes } from './modules/charts/charts.routes';
import { createAuthModule, type AuthModule } from './modules/auth/auth.module';
import { authRoutes } from './modules/auth/auth.routes';
import { authentication } from './modules/auth/authenticate';
import { evidenceRoutes } from './modules/evidence/evidence.routes';
import { createLiveRecordService } from './modules/evidence/live-record.service';
import { createEvidenceService } from './modules/evidence/evidence.service';
import { createFeedbackService } from './modules/feedback/feedback.service';
import { createClientErrorsService } from './modules/client-errors/client-errors.service';
import { createMailService } from './modules/mail/mail.service';
import { listsRoutes } from './modules/lists/lists.routes';
import { mailRoutes } from './modules/mail/mail.routes';
import { operationsRoutes, type LocalJobs } from './modules/operations/operations.routes';
import { createListCache } from './modules/lists/list-cache';
import { createListsService } from './modules/lists/lists.service';
import { createScreenerService } from './modules/screener/screener.service';
import { screenerRoutes } from './modules/screener/screener.routes';
import { createBillingModule } from './modules/billing/billing.module';
import { billingRoutes } from './modules/billing/billing.routes';
import { sandboxPageRoutes } from './modules/billing/sandbox.pages';
import { methodologyRoutes } from './modules/methodology/methodology.routes';
import { createCompanyHistory } from './modules/charts/company-history';
import { statementsRoutes } from './modules/stocks/statements.routes';
import { createStatementsService } from './modules/stocks/statements.service';
import { createJsonCache } from './http/cached-json';
import { createLimiterFactory } from './http/rate-limiter';
import { followDataLanded } from './read-model/data-landed';
import { registerTextGuard } from './http/text-guard';
import { registerSecurityHeaders, securityHeadersFor, webHtml } from './http/security-headers';
import { loadPageRenderer, webPages, withRenderedPage, type PageAnswer } from './http/web-pages';
import { API_KEY_HEADER, PUBLIC_WEB_API_KEY } from '@evident/contracts/api-keys';
import { stocksRoutes } from './modules/stocks/stocks.routes';
import { createStocksService } from './modules/stocks/stocks.service';
import { createActivityTracker, type ActivityTracker } from './runtime/activity';
import { createEnginePool, type EnginePool } from './workers/engine-pool';
import { VERSION } from './version';
import { runAlertsJob } from './jobs/alerts/alerts-job';
import { htmlPage } from './http/media-answers';
import { openApiDocument, registerOpenApi } from './http/openapi';
import type { z } from 'zod';
import { alertsApiRoutes, unsubscribePageRoutes } from './modules/alerts/alerts.routes';
import { createAlertsService, type AlertsService } from './modules/alerts/alerts.service';
import { getOrCreateSecret } from './db/secrets.repository';

/** The largest request body a route takes unless it sets its own limit (issue 26). */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

/** Whether a URL path has a `..` segment, written or percent-encoded. */
const hasDotSegment = (urlPath: string) => /(^|\/)(\.|%2e){2}(\/|%2f|$)/i.test(urlPath);

export interface AppOptions {
  env: Env;
  database: Database;
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

/** A route as Fastify saw it when it was added: its method, URL and schema. */
export interface RouteEntry {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The in-memory read model of the latest score run; `reload()` after a run completes. */
    readModel: ReadModelHolder;
    /** Accounts: tokens, users, mail (issue 7). */
    auth: AuthModule;
    /** The data job running now (import, score, backtest) and its progress, for health. */
    activity: ActivityTracker;
    /** The engine's worker threads: score runs, backtests, chart series (ADR 016). */
    engine: EnginePool;
    /** Every route registered, as Fastify saw it (the fuzz suite and the schema test walk it). */
    routeTable: RouteEntry[];
    /** Score-band alerts and the daily selections digest (issue 22). */
    alerts: AlertsService;
  }
}

function publicConfigFrom(env: Env): PublicConfig {
  return {
    version: VERSION,
    forms: {
      'rate-us': env.RATE_US_FORM_URL,
      issues: env.ISSUES_FORM_URL,
      feedback: env.FEEDBACK_FORM_URL,
      contact: env.CONTACT_FORM_URL,
      'bug-report': env.BUG_REPORT_FORM_URL,
    },
    googleClientId: env.GOOGLE_CLIENT_ID ?? null,
  };
}

/** TRUST_PROXY as Fastify takes it: a number of hops becomes "the nearest N hops". */
function trustProxyOption(value: boolean | number | string | undefined) {
  if (typeof value === 'number') return (_address: string, hop: number) => hop < value;
  return value ?? false;
}

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'The address is not valid: a % must start a valid escape (e.g. %20).',
  FST_ERR_ASYNC_CONSTRAINT: 'The request could not be routed.',
};

/** How long a request's headers, and a socket's silence, may last (issue 26: slow bodies). */
export const REQUEST_TIMEOUT_MS = 30_000;

/**
 * Brotli for answers built per request (screens, lists, a portfolio's analysis), compressed as
 * they go out: quality 3, not @fastify/compress's 4. On a 6 KB screener answer it takes 40–46 µs
 * of the server's thread instead of 68 µs, for 2% more bytes (916 against 899). Cached answers are
 * compressed once, at the maximum quality (`http/cached-json.ts`).
 */
export const DYNAMIC_BROTLI = { params: { [zlib.BROTLI_PARAM_QUALITY]: 3 } };

/** Builds the whole app without listening (tests use `inject`; server.ts listens). */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { env, database } = options;
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
    // Errors Fastify meets before routing (a URL that is not valid percent-encoding, a bad
    // content type) are answered in the envelope like every other error.
    frameworkErrors: (error, request, reply) => {
      const message = FRAMEWORK_MESSAGES[error.code] ?? error.message;
      void (reply as unknown as FastifyReply)
        .headers(securityHeaders)
        .code(error.statusCode ?? 400)
        .send({
          success: false,
          message: translateMessage(message, requestLanguage(request as FastifyRequest)),
        });
    },
  }).withTypeProvider<ZodTypeProvider>();

  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      routeTable.push({ method, url: route.url, schema: route.schema });
    }
  });
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

  const activity = createActivityTracker();
  app.decorate('activity', activity);
  const engine = createEnginePool();
  app.decorate('engine', engine);
  app.addHook('onClose', async () => engine.close());
  const health = createHealthService({
    database,
    version: VERSION,
    activity,
    servedVersion: () => readModel.version(),
    liveSources: {
      filings: Boolean(env.SEC_USER_AGENT),
      prices: Boolean(env.ALPHAVANTAGE_API_KEY),
    },
    ...(options.healthCacheMs === undefined ? {} : { cacheMs: options.healthCacheMs }),
  });
  const config = publicConfigFrom(env);
  const readModel = createReadModelHolder(database.db, {
    productVersion: VERSION,
    ...(env.LOGO_URL_TEMPLATE ? { logoTemplate: env.LOGO_URL_TEMPLATE } : {}),
  });
  app.decorate('readModel', readModel);
  // Serialized read answers per read-model version, and per-company chart histories per run.
  const cache = createJsonCache();
  const history = createCompanyHistory(database.db, engine);
  const billing = createBillingModule({ db: database.db, env, log: app.log });
  const listCache = createListCache();
  app.addHook('onReady', async () => {
    // Without the change notifications nothing is kept: every read goes to the database.
    await listCache
      .listen(database)
      .catch((error: unknown) =>
        app.log.warn({ err: error }, 'lists are read from the database on every request'),
      );
  });
  app.addHook('onClose', async () => listCache.close());
  const lists = createListsService({
    db: database.db,
    readModel,
    cache: listCache,
    limitOf: async (userId, kind) => (await billing.service.limitsOf(userId))[kind],
  });
  const screener = createScreenerService({
    db: database.db,
    readModel,
    limitOf: async (userId) => (await billing.service.limitsOf(userId)).screenerResults,
  });
  readModel.onLoad((model) => {
    screener.warm(model).catch((err: unknown) => app.log.error({ err }, 'screener warm-up failed'));
  });
  const limiter = createLimiterFactory(
    database.db,
    options.authRateLimitScale === undefined ? {} : { scale: options.authRateLimitScale },
  );
  const auth = createAuthModule({
    db: database.db,
    env,
    log: app.log,
    limiter,
    planOf: (userId) => billing.service.summaryOf(userId),
    checkoutFor: async (userId, plan) => (await billing.service.requestPlan(userId, plan)).data.url,
    listUsage: (userId, kind) => lists.used(userId, kind),
  });
  app.decorate('auth', auth);
  app.addHook('onReady', async () => {
    // Without the change notifications a signed-in call reads its user from the database.
    await auth.gate
      .listen(database)
      .catch((error: unknown) =>
        app.log.warn({ err: error }, 'sessions are checked against the database on every call'),
      );
  });
  app.addHook('onClose', async () => auth.gate.close());
  await app.register(authentication, { auth });
  // Alerts (issue 22): after each run this server serves — its own, or one another process
  // landed — the run's alerts not sent yet are sent (once across servers: lock + unique key).
  let unsubscribeKey: Promise<string> | null = null;
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  const alerts = createAlertsService({
    db: database.db,
    mailer: auth.mailer,
    readModel,
    publicUrl,
    secret: () =>
      (unsubscribeKey ??= getOrCreateSecret(database.db, 'alerts-unsubscribe').catch(
        (error: unknown) => {
          unsubscribeKey = null;
          throw error;
        },
      )),
    log: app.log,
  });
  app.decorate('alerts', alerts);
  let alerting: Promise<unknown> = Promise.resolve();
  readModel.onLoad((model) => {
    if (model.runId === null || closing) return;
    alerting = alerting
      .then(() => runAlertsJob(database, alerts))
      .then((result) => {
        if ('busy' in result || result.skipped) return;
        if (result.bandAlerts + result.digests > 0) app.log.info(result, 'alerts sent');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'alerts not sent'));
  });
  // Mails being recorded finish before the database closes.
  app.addHook('preClose', async () => alerting);
  app.addHook('onClose', async () => auth.mailer.close());
  app.addHook('onReady', async () => billing.start());
  app.addHook('onClose', async () => billing.stop());
  app.addHook('onReady', async () => {
    // Without the database the app still starts: health answers 503, stock routes 503 until a
    // later reload succeeds.
    await readModel
      .reload()
      .catch((error: unknown) => app.log.error({ err: error }, 'read model not loaded'));
  });
  if (database.driver === 'postgres') {
    // Another server's score run or import is served here too, as soon as it lands.
    let stopFollowing: (() => Promise<void>) | null = null;
    app.addHook('onReady', async () => {
      stopFollowing = await followDataLanded(database, readModel, app.log).catch(
        (error: unknown) => {
          app.log.warn({ err: error }, 'data landed by other servers is not followed');
          return null;
        },
      );
    });
    app.addHook('onClose', async () => stopFollowing?.());
  }

  // `/api/v1` is mounted here and only here.
  const apiV1: FastifyPluginAsyncZod = async (api) => {
    registerApiKeyCheck(api, env.API_KEYS);
    api.get(
      '/openapi.json',
      { config: { public: true }, schema: { response: { 200: openApiDocument } } },
      // The serializer checks the document against `openApiDocument` before it goes out.
      () => app.swagger() as z.input<typeof openApiDocument>,
    );
    await api.register(healthRoutes, { health, cache });
    await api.register(publicConfigRoutes, { config });
    await api.register(feedbackApiRoutes, {
      feedback: createFeedbackService(database.db),
      limiter,
    });
    await api.register(clientErrorRoutes, {
      clientErrors: createClientErrorsService(database.db),
      limiter,
    });
    await api.register(analyticsRoutes, {
      analytics: createAnalyticsService(database.db),
      limiter,
      ...(options.localToken ? { localToken: options.localToken } : {}),
    });
    await api.register(stocksRoutes, {
      stocks: createStocksService(readModel),
      cache,
      // A signed-in user's company page counts toward the month's analyses, and is refused past
      // the plan's limit (403). A bad token on this public route is treated as signed out.
      onCompanyView: async (request, ticker) => {
        const userId = await app.optionalUser(request);
        if (userId !== null) await (await auth.get()).service.recordAnalysis(userId, ticker);
      },
    });
    await api.register(statementsRoutes, {
      statements: createStatementsService(database.db),
      readModel,
      cache,
    });
    await api.register(chartsRoutes, { readModel, history, cache });
    await api.register(methodologyRoutes, { cache, version: VERSION, readModel });
    await api.register(authRoutes, { module: auth });
    await api.register(listsRoutes, { lists, cache });
    await api.register(screenerRoutes, { screener });
    await api.register(billingRoutes, { billing: billing.service });
    await api.register(evidenceRoutes, {
      evidence: createEvidenceService(database.db),
      live: createLiveRecordService(database.db),
      cache,
    });
    await api.register(alertsApiRoutes, { alerts });
    if (options.localToken) {
      await api.register(mailRoutes, {
        mail: createMailService(database.db),
        localToken: options.localToken,
      });
      await api.register(operationsRoutes, {
        ...(options.jobs ? { jobs: options.jobs } : {}),
        localToken: options.localToken,
      });
    }
  };
  await app.register(apiV1, { prefix: '/api/v1' });
  await app.register(feedbackPageRoutes);
  await app.register(shareRoutes, {
    company: (ticker) => {
      const m = readModel.get();
      const entry = m?.byTicker.get(ticker);
      return m && entry ? { detail: companyDetailOf(entry, m.asOf), version: m.version } : null;
    },
    limiter,
  });
  await app.register(unsubscribePageRoutes, { alerts, publicUrl });
  if (billing.sandbox) {
    await app.register(sandboxPageRoutes, {
      sandbox: billing.sandbox,
      historyOf: billing.historyOfCustomer,
      publicUrl: billing.publicUrl,
    });
  }

  const webDir = options.webDistDir === undefined ? null : options.webDistDir;
  const serveWeb = webDir !== null && existsSync(path.join(webDir, 'index.html'));
  const pageOf = serveWeb ? webPages(webDir) : null;
  const renderPage = serveWeb ? await loadPageRenderer(webDir) : null;
  /**
   * A page path's HTML: a public page that reads API answers is rendered with them (asked of this
   * app through Fastify, as the web app would ask them; ADR 020, 028), so its HTML holds its
   * content; other public pages as prerendered by the build; anything else the app's index.html.
   */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, urlPath: string) => {
    reply.header('cache-control', 'no-cache');
    const page = pageOf?.(urlPath) ?? { file: 'index.html', html: null, data: [] };
    if (page.html === null || page.data.length === 0 || renderPage === null) {
      return reply.sendFile(page.file);
    }
    // The page's reads, asked at once (as the browser would after the code).
    const answered = await Promise.all(
      page.data.map(async (apiPath): Promise<PageAnswer | null> => {
        const url = `/api/v1${apiPath}`;
        const res = await app.inject({
          method: 'GET',
          url,
          headers: { [API_KEY_HEADER]: PUBLIC_WEB_API_KEY, 'accept-encoding': 'identity' },
        });
        const json = /^application\/json/.test(String(res.headers['content-type']));
        return res.statusCode === 200 && json ? { url, body: res.body } : null;
      }),
    );
    const answers = answered.filter((a): a is PageAnswer => a !== null);
    try {
      // The whole URL: the page renders its query parameters as the browser will.
      const rendered = await renderPage(request.url, answers);
      const html = withRenderedPage(page.html, rendered);
      // A company page's link preview: its title, score and score card (issue 23).
      const head = companyPageHead(
        urlPath,
        answers,
        publicUrl,
        languageOf(request.headers['accept-language']),
      );
      return reply.type('text/html; charset=utf-8').send(head ? withHead(html, head) : html);
    } catch (error) {
      // The page as built still works: it reads its data in the browser.
      request.log.warn({ err: error, path: urlPath }, 'page not rendered with its data');
      return reply.sendFile(page.file);
    }
  };
  if (serveWeb) {
    // A path with `..` names no file: answered as not found (the envelope) before the static
    // files' handler, which would answer "Forbidden". Only its routes carry this check.
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/*') && route.url !== '/') return;
      const dotGuard = (
        request: { url: string },
        _reply: FastifyReply,
        done: (error?: Error) => void,
      ) => {
        if (hasDotSegment(request.url.split('?')[0] ?? '')) done(notFound());
        else done();
      };
      route.onRequest = [...[route.onRequest ?? []].flat(), dotGuard];
    });
    await app.register(fastifyStatic, {
      root: webDir,
      index: false,
      wildcard: true,
      setHeaders(reply, filePath) {
        // Vite puts content-hashed files under assets/: they never change, cache them for a year.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          reply.header('cache-control', 'no-cache');
        }
      },
    });
    // The root is the app itself, not a directory listing.
    app.get(
      '/',
      { schema: { response: { 200: htmlPage('The home page, rendered with its data') } } },
      (request, reply) => sendPage(request, reply, '/'),
    );
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = url === '/api' || url.startsWith('/api/');
    const wantsPage =
      serveWeb &&
      !isApi &&
      !hasDotSegment(url) &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      path.extname(url) === '';
    if (wantsPage) {
      // SPA fallback: the web app's router decides what this path shows.
      return sendPage(request, reply, url);
    }
    throw notFound();
  });

  return app;
}
