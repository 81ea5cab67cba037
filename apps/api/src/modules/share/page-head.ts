import { companyDetailResponse } from '@evident/contracts/stocks';
import { scoreBand } from '@evident/contracts/score-bands';
import { bandWord } from '../../i18n/band-words';
import { CARD_WORDS, type CardLanguage } from './card-words';
import { CARD_HEIGHT, CARD_SCALE, CARD_WIDTH } from './score-card';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A page answer the server rendered with: the API URL and its JSON text. */
type Answer = { url: string; body: string };

/**
 * The `<head>` of a company page (issue 23): its title, description and Open Graph / Twitter card
 * tags, so a pasted link shows the company, its score and its score card. Null for other pages or
 * when the company answer is missing.
 */
export function companyPageHead(
  urlPath: string,
  answers: readonly Answer[],
  publicUrl: string,
  language: CardLanguage,
): string | null {
  const match = /^\/stocks\/([^/]+)\/([^/]+)$/.exec(urlPath);
  if (!match) return null;
  const answer = answers.find((a) => /^\/api\/v1\/stocks\/[^/]+$/.test(a.url.split('?')[0]!));
  if (!answer) return null;
  const parsed = companyDetailResponse.safeParse(JSON.parse(answer.body));
  if (!parsed.success) return null;
  const company = parsed.data.data;
  const words = CARD_WORDS[language];
  const score = company.evidentScore;
  const band = score === null ? null : bandWord(scoreBand(score).label, language);
  const title = words.title(company.companyName, company.ticker, score);
  const description = words.description(company.companyName, score, band);
  const base = publicUrl.replace(/\/$/, '');
  const pageUrl = `${base}/stocks/${encodeURIComponent(company.exchange)}/${encodeURIComponent(company.symbol)}`;
  const image = `${base}/share/stocks/${encodeURIComponent(company.exchange)}/${encodeURIComponent(company.symbol)}.png?lang=${language}`;
  const tags: [string, string, string][] = [
    ['name', 'description', description],
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', 'Evident'],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:url', pageUrl],
    ['property', 'og:image', image],
    ['property', 'og:image:type', 'image/png'],
    ['property', 'og:image:width', String(CARD_WIDTH * CARD_SCALE)],
    ['property', 'og:image:height', String(CARD_HEIGHT * CARD_SCALE)],
    ['property', 'og:image:alt', title],
    ['property', 'og:locale', words.locale.replace('-', '_')],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
    ['name', 'twitter:image', image],
  ];
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<link rel="canonical" href="${escapeHtml(pageUrl)}" />`,
    ...tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`),
  ].join('\n    ');
}

/** `html` with `head` in place of its title and description (the build's generic ones). */
export function withHead(html: string, head: string): string {
  const cleaned = html
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/?>/, '');
  const end = cleaned.indexOf('</head>');
  return end < 0 ? cleaned : `${cleaned.slice(0, end)}  ${head}\n  ${cleaned.slice(end)}`;
}
