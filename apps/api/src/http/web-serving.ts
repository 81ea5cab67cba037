import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_KEY_HEADER, PUBLIC_WEB_API_KEY } from '@evident/contracts/api-keys';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { languageOf } from '../i18n/language';
import { companyPageHead, withHead } from '../modules/share/page-head';
import { API_PREFIX } from './api-v1';
import { notFound } from './app-error';
import { htmlPage } from './media-answers';
import {
  loadAppPathCheck,
  loadPageRenderer,
  webPages,
  withRenderedPage,
  type PageAnswer,
} from './web-pages';

/** Whether a URL path has a `..` segment, written or percent-encoded. */
const hasDotSegment = (urlPath: string) => /(^|\/)(\.|%2e){2}(\/|%2f|$)/i.test(urlPath);

/**
 * The web app (ADR 020, 028): its static files, its public pages rendered with their data, the
 * SPA fallback for the web app's own routes, and the not-found answer of everything else. Added
 * last: a page is rendered with the API answers of the routes declared before it. Without a built
 * web app (`webDistDir` null or empty) only the not-found answer remains.
 */
export const webServing = fp<{ webDistDir: string | null; publicUrl: string }>(
  async (app, { webDistDir, publicUrl }) => {
    const webDir =
      webDistDir !== null && existsSync(path.join(webDistDir, 'index.html')) ? webDistDir : null;
    const pageOf = webDir === null ? null : webPages(webDir);
    const renderPage = webDir === null ? null : await loadPageRenderer(webDir);
    const isAppPath = webDir === null ? null : await loadAppPathCheck(webDir);
    /**
     * A page path's HTML: a public page that reads API answers is rendered with them (asked of
     * this app through Fastify, as the web app would ask them; ADR 020, 028), so its HTML holds
     * its content; other public pages as prerendered by the build; anything else the app's
     * index.html.
     *
     * A path that is none of the web app's pages, or a page whose URL names nothing (an unknown
     * ticker), answers 404 with the same HTML: the app shows its not-found screen (issue 56).
     */
    const sendPage = async (request: FastifyRequest, reply: FastifyReply, urlPath: string) => {
      reply.header('cache-control', 'no-cache');
      if (isAppPath !== null && !isAppPath(urlPath)) return reply.code(404).sendFile('index.html');
      const page = pageOf?.(urlPath) ?? { file: 'index.html', html: null, data: [], subject: null };
      if (page.html === null || page.data.length === 0 || renderPage === null) {
        return reply.sendFile(page.file);
      }
      // The page's reads, asked at once (as the browser would after the code), as this visitor:
      // with their cookie and from their address, so the analysis meter counts them as it counts
      // the browser's own reads (issue 56, ADR 059).
      const cookie = request.headers.cookie;
      const answered = await Promise.all(
        page.data.map(async (apiPath): Promise<PageAnswer | null> => {
          const url = `${API_PREFIX}${apiPath}`;
          const res = await app.inject({
            method: 'GET',
            url,
            remoteAddress: request.ip,
            headers: {
              [API_KEY_HEADER]: PUBLIC_WEB_API_KEY,
              'accept-encoding': 'identity',
              ...(cookie === undefined ? {} : { cookie }),
            },
          });
          // The visitor's new cookie, set on the page's answer (Secure when the page came over
          // https: the inner request was not).
          for (const cookie of [res.headers['set-cookie'] ?? []].flat()) {
            const secure = request.protocol === 'https' && !/;\s*Secure/i.test(cookie);
            reply.header('set-cookie', secure ? `${cookie}; Secure` : cookie);
          }
          const json = /^application\/json/.test(String(res.headers['content-type']));
          if (apiPath === page.subject && res.statusCode === 404) reply.code(404);
          if (!json) return null;
          // Past the reader's allowance the page is rendered with the paywall's answer: the server
          // decides, and the HTML holds no analysis (spec §4).
          if (res.statusCode === 403) return { url, body: res.body, status: 403 };
          return res.statusCode === 200 ? { url, body: res.body } : null;
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
    if (webDir !== null) {
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
          // Vite puts content-hashed files under assets/: they never change, cache them a year.
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
        webDir !== null &&
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
  },
  { name: 'web-serving' },
);
