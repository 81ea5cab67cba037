import { memoizeHeader } from '../runtime/header-memo';
import type { FastifyRequest } from 'fastify';

/**
 * The languages the server writes its texts in (issue 23): the interface's languages. The web
 * app sends its locale as `accept-language` (en-US, en-GB, es-ES, uk-UA); other clients get the
 * first language of their header the product speaks, else English.
 */
export const LANGUAGES = ['en', 'es', 'uk'] as const;
export type Language = (typeof LANGUAGES)[number];

const isLanguage = (code: string): code is Language =>
  (LANGUAGES as readonly string[]).includes(code);

/** The headers read lately and their language (parsed once each, see `memoizeHeader`). */
const languageOfHeader = memoizeHeader(parseLanguage);

/** The language of an accept-language header: its tags in order of preference (q), first known. */
export function languageOf(header: string | undefined): Language {
  return header ? languageOfHeader(header) : 'en';
}

function parseLanguage(header: string): Language {
  const tags = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { code: tag.trim().toLowerCase().split(/[-_]/)[0] ?? '', q: q ? Number(q) : 1, index };
    })
    .filter((t) => t.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return (tags.find((t) => isLanguage(t.code))?.code as Language | undefined) ?? 'en';
}

/** The language a request's answer is written in. */
export const requestLanguage = (request: FastifyRequest): Language =>
  languageOf(request.headers['accept-language']);
