import type { CompanyDetail } from '@evident/contracts/stocks';
import { scoreBand } from '@evident/contracts/score-bands';
import { bandWord as bandWordIn } from '../../i18n/band-words';
import type { CardWords } from './card-words';

/** The card's size in CSS pixels; the image is drawn at 3× (spec §2: share images are scaled 3x). */
export const CARD_WIDTH = 400;
export const CARD_HEIGHT = 210;
export const CARD_SCALE = 3;

const FACTORS = ['Value', 'Growth', 'Profitability', 'Health', 'ShareholderRetribution'] as const;
const BRAND = '#2250bd';
const INK = '#101828';
const MUTED = '#667085';
const TRACK = '#eaecf0';

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A name cut to `max` characters with an ellipsis (the card has room for one line). */
const clip = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;

const bandWord = (words: CardWords, score: number | null) =>
  score === null ? words.notScored : bandWordIn(scoreBand(score).label, words.language)!;

/** The company's score card as SVG: name, ticker, the score and its band, the five factors. */
export function scoreCardSvg(company: CompanyDetail, words: CardWords): string {
  const score = company.evidentScore;
  const colour = score === null ? MUTED : scoreBand(score).color;
  const date = company.dataDates.scoredAsOf
    ? new Intl.DateTimeFormat(words.locale, {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${company.dataDates.scoredAsOf}T00:00:00Z`))
    : null;
  const factorCells = FACTORS.map((key, i) => {
    const f = company.factors[key];
    const value = f?.percentile ?? null;
    const x = 20 + i * 74;
    const fill = value === null ? TRACK : scoreBand(value).color;
    const width = value === null ? 0 : Math.max(2, (Math.min(100, Math.max(0, value)) / 100) * 62);
    return [
      `<text x="${x}" y="158" font-size="8.5" fill="${MUTED}">${escapeXml(clip(words.factors[key], 14))}</text>`,
      `<rect x="${x}" y="165" width="62" height="6" rx="3" fill="${TRACK}"/>`,
      width > 0
        ? `<rect x="${x}" y="165" width="${width.toFixed(1)}" height="6" rx="3" fill="${fill}"/>`
        : '',
      `<text x="${x}" y="188" font-size="12" font-weight="bold" fill="${INK}">${value === null ? '–' : Math.round(value)}</text>`,
    ].join('');
  }).join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}" font-family="DejaVu Sans">`,
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="#ffffff"/>`,
    `<rect x="0" y="0" width="${CARD_WIDTH}" height="5" fill="${BRAND}"/>`,
    `<text x="20" y="30" font-size="13" font-weight="bold" fill="${BRAND}">Evident</text>`,
    date
      ? `<text x="${CARD_WIDTH - 20}" y="30" font-size="9.5" fill="${MUTED}" text-anchor="end">${escapeXml(words.asOf(date))}</text>`
      : '',
    `<text x="20" y="66" font-size="19" font-weight="bold" fill="${INK}">${escapeXml(clip(company.companyName, 24))}</text>`,
    `<text x="20" y="86" font-size="11" fill="${MUTED}">${escapeXml(company.ticker)}${company.sector ? ` · ${escapeXml(clip(company.sector, 28))}` : ''}</text>`,
    `<text x="20" y="118" font-size="10.5" fill="${INK}">${escapeXml(words.standing(score))}</text>`,
    `<circle cx="${CARD_WIDTH - 58}" cy="86" r="38" fill="none" stroke="${TRACK}" stroke-width="7"/>`,
    score === null || score === 0
      ? ''
      : `<circle cx="${CARD_WIDTH - 58}" cy="86" r="38" fill="none" stroke="${colour}" stroke-width="7" stroke-linecap="round" stroke-dasharray="${((score / 100) * 2 * Math.PI * 38).toFixed(1)} 999" transform="rotate(-90 ${CARD_WIDTH - 58} 86)"/>`,
    `<text x="${CARD_WIDTH - 58}" y="${score === null ? 90 : 92}" font-size="${score === null ? 14 : 26}" font-weight="bold" fill="${INK}" text-anchor="middle">${score === null ? '–' : score}</text>`,
    `<text x="${CARD_WIDTH - 58}" y="106" font-size="6.5" fill="${MUTED}" text-anchor="middle">${escapeXml(words.score)}</text>`,
    `<text x="${CARD_WIDTH - 58}" y="138" font-size="10.5" font-weight="bold" fill="${colour}" text-anchor="middle">${escapeXml(bandWord(words, score))}</text>`,
    factorCells,
    '</svg>',
  ].join('');
}
