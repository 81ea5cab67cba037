import { formatValue } from '@evident/engine/attributes/attributes';
import { METRIC_CATALOGUE } from '@evident/engine/metrics/catalogue';
import { localizedMetric } from '@evident/engine/metrics/catalogue/localized';
import type { MetricId } from '@evident/engine/metrics/metric-id';
import { dateIn, moneyIn, numberFormat, percentIn, type OtherLanguage } from './format';
import type { Language } from './language';
import { t } from './translate';

/**
 * Figures as the server's sentences write them, per language (ADR 055). English keeps the
 * engine's older formatting (32%, $1.2B, Oct 30, 2026), so its answers read as before; Spanish
 * and Ukrainian use their locale's (32 %, 1,2 mil M US$, 30 oct 2026).
 */
export interface Figures {
  /** A metric value, rounded as the page shows it. */
  metric(id: MetricId, v: number): string;
  /** A metric value with four significant digits (two values that would read the same). */
  precise(id: MetricId, v: number): string;
  /** A share price in dollars and cents. */
  price(v: number): string;
  /** A date (YYYY-MM-DD). */
  date(iso: string): string;
  /** A percentile as a rank ("40th"; "40" where the sentence says "percentile 40"). */
  rank(n: number): string;
  /** A fraction as a percentage with one decimal. */
  percent(x: number): string;
  /** A number of shares in millions or billions. */
  shares(n: number): string;
}

/** A metric value as the sentences write it (the engine's `formatValue`, in the language). */
export function metricValueIn(id: MetricId, v: number, language: OtherLanguage): string {
  const abs = Math.abs(v);
  switch (localizedMetric(id, language).unit) {
    case 'percent':
    case 'probability':
      return percentIn(v, language, abs < 0.1 ? 1 : 0);
    case 'usd':
      return moneyIn(v, language);
    case 'score': {
      const d = abs < 10 ? 1 : 0;
      return numberFormat(language, { minimumFractionDigits: d, maximumFractionDigits: d }).format(
        v,
      );
    }
    default: {
      const d = abs < 1 ? 2 : abs < 10 ? 1 : 0;
      return numberFormat(language, { minimumFractionDigits: d, maximumFractionDigits: d }).format(
        v,
      );
    }
  }
}

/** Four significant digits, for two values that would otherwise read the same. */
function preciseValueIn(id: MetricId, v: number, language: OtherLanguage): string {
  const unit = localizedMetric(id, language).unit;
  if (unit === 'usd') return moneyIn(v, language);
  if (unit === 'percent' || unit === 'probability') {
    return numberFormat(language, { style: 'percent', maximumSignificantDigits: 4 }).format(v);
  }
  return numberFormat(language, { maximumSignificantDigits: 4 }).format(v);
}

const EN_DATE = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

function englishOrdinal(n: number): string {
  const r = Math.round(n);
  const tens = r % 100;
  if (tens >= 11 && tens <= 13) return `${r}th`;
  return `${r}${['th', 'st', 'nd', 'rd'][r % 10] ?? 'th'}`;
}

const ENGLISH: Figures = {
  metric: formatValue,
  precise(id, x) {
    const unit = METRIC_CATALOGUE[id].unit;
    if (unit === 'percent' || unit === 'probability') return `${Number((x * 100).toPrecision(4))}%`;
    if (unit === 'usd') return formatValue(id, x);
    return String(Number(x.toPrecision(4)));
  },
  price: (x) => `$${x.toFixed(2)}`,
  date: (iso) => EN_DATE.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`)),
  rank: englishOrdinal,
  percent: (x) => `${(x * 100).toFixed(1)}%`,
  shares: (n) =>
    n >= 1e9
      ? t('en', 'figures.billion', { n: (n / 1e9).toFixed(2) })
      : t('en', 'figures.million', { n: (n / 1e6).toFixed(1) }),
};

function otherFigures(language: OtherLanguage): Figures {
  const digits = (d: number) =>
    numberFormat(language, { minimumFractionDigits: d, maximumFractionDigits: d });
  return {
    metric: (id, v) => metricValueIn(id, v, language),
    precise: (id, v) => preciseValueIn(id, v, language),
    price: (x) => moneyIn(x, language),
    date: (iso) => dateIn(iso, language),
    rank: (n) => String(Math.round(n)),
    percent: (x) => percentIn(x, language, 1),
    shares: (n) =>
      n >= 1e9
        ? t(language, 'figures.billion', { n: digits(2).format(n / 1e9) })
        : t(language, 'figures.million', { n: digits(1).format(n / 1e6) }),
  };
}

const FIGURES: Record<Language, Figures> = {
  en: ENGLISH,
  es: otherFigures('es'),
  uk: otherFigures('uk'),
};

export const figuresIn = (language: Language): Figures => FIGURES[language];
