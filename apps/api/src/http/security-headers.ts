import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** Google Identity Services (sign in with Google): its script, styles, frames and calls. */
const GOOGLE = 'https://accounts.google.com';

/**
 * The CSP hashes (`'sha256-…'`) of the inline scripts of some HTML: the prerendered pages'
 * start-up script, the feedback form's. Data blocks (`type="application/json"`) run nothing and
 * need none.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = m[1] ?? '';
    if (/\bsrc\s*=/.test(attributes) || /type\s*=\s*"application\/json"/i.test(attributes)) {
      continue;
    }
    hashes.push(
      `'sha256-${createHash('sha256')
        .update(m[2] ?? '')
        .digest('base64')}'`,
    );
  }
  return hashes;
}

/** Every HTML file of the built web app (index.html and the prerendered pages). */
export function webHtml(webDir: string | null): string[] {
  if (!webDir || !existsSync(webDir)) return [];
  const files = [path.join(webDir, 'index.html')];
  const pages = path.join(webDir, 'pages');
  if (existsSync(pages)) {
    for (const f of readdirSync(pages)) if (f.endsWith('.html')) files.push(path.join(pages, f));
  }
  return files.filter((f) => existsSync(f)).map((f) => readFileSync(f, 'utf8'));
}

const originOf = (url: string | undefined): string | null => {
  if (!url || !/^https?:\/\//.test(url)) return null;
  try {
    return new URL(url.replace('{domain}', 'example.com')).origin;
  } catch {
    return null;
  }
};

/**
 * The headers helmet sets for `options`, computed once: helmet's middleware run against a
 * recorder (the headers are the same for every answer).
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)(
    {} as Parameters<ReturnType<typeof helmet>>[0],
    recorder as unknown as Parameters<ReturnType<typeof helmet>>[1],
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return headers;
}

/**
 * Security headers on every answer, API and web, cached or not (issue 26), by helmet:
 * a Content-Security-Policy without inline scripts (the few the product writes are allowed by
 * their hash), `X-Content-Type-Options: nosniff`, a referrer policy, `frame-ancestors 'self'`
 * (the feedback forms are framed by the app itself), HSTS when the public address is HTTPS.
 * Cross-origin calls stay closed: no CORS headers are sent.
 */
export function securityHeadersFor(options: {
  /** HTML whose inline scripts the policy allows (the web build's, the feedback forms'). */
  html: string[];
  /** Where the feedback forms and logos may come from (env URLs); same-origin ones add nothing. */
  frameUrls: (string | undefined)[];
  logoTemplate?: string | undefined;
  https: boolean;
}): Record<string, string> {
  const hashes = [...new Set(options.html.flatMap(inlineScriptHashes))];
  const frames = options.frameUrls.map(originOf).filter((o): o is string => o !== null);
  const logo = originOf(options.logoTemplate);
  return helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...hashes, `${GOOGLE}/gsi/client`],
        // Inlined critical CSS of the prerendered pages and React's style attributes.
        styleSrc: ["'self'", "'unsafe-inline'", `${GOOGLE}/gsi/style`],
        imgSrc: ["'self'", 'data:', ...(logo ? [logo] : []), 'https://*.googleusercontent.com'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", GOOGLE],
        frameSrc: ["'self'", GOOGLE, ...new Set(frames)],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
      },
    },
    // Google's sign-in popup talks back to the page that opened it.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Logos come from other sites, which do not send CORP headers.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: options.https
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
    // Headers for browsers long gone (IE's download dialog, Flash, the XSS auditor): not sent.
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
}

/**
 * Sets `headers` on every answer: once per request by one callback hook (@fastify/helmet built
 * helmet's middleware anew for every request: half the throughput of a small answer; this costs
 * about a fifth). Answers Fastify gives before routing (`frameworkErrors`) set them themselves.
 */
export function registerSecurityHeaders(app: FastifyInstance, headers: Record<string, string>) {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
