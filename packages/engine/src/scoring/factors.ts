import type { MetricId } from '../metrics/metric-id';
import type { Direction } from './percentile';

/**
 * The factors and what feeds them — the one place to revise (ADR 004). Each factor is the
 * weighted mean of its metrics' universe percentiles (direction-aware), computed only when enough
 * of its applicable metrics are present (coverage rule below).
 */
export const FACTOR_IDS = [
  'value',
  'growth',
  'profitability',
  'health',
  'shareholderRetribution',
  'momentum',
  'earningsQuality',
] as const;
export type FactorId = (typeof FACTOR_IDS)[number];

export interface FactorMetric {
  id: MetricId;
  direction: Direction;
  weight: number;
}

export interface FactorDefinition {
  id: FactorId;
  name: string;
  metrics: FactorMetric[];
}

const m = (id: MetricId, direction: Direction, weight = 1): FactorMetric => ({
  id,
  direction,
  weight,
});

export const FACTORS: Record<FactorId, FactorDefinition> = {
  // Basu 1977; Fama & French 1992; Lakonishok, Shleifer & Vishny 1994; Gray & Carlisle 2012.
  value: {
    id: 'value',
    name: 'Value',
    metrics: [
      m('earningsYield', 'higher'),
      m('fcfYield', 'higher'),
      m('bookToMarket', 'higher'),
      m('salesToPrice', 'higher', 0.5),
      m('evEbit', 'lower'),
    ],
  },
  // Sustained growth of sales, earnings and free cash flow (3-year CAGRs weigh more than 1-year).
  growth: {
    id: 'growth',
    name: 'Growth',
    metrics: [
      m('revenueCagr3y', 'higher', 1.5),
      m('epsCagr3y', 'higher', 1.5),
      m('fcfCagr3y', 'higher'),
      m('revenueGrowth1y', 'higher', 0.5),
      m('epsGrowth1y', 'higher', 0.5),
    ],
  },
  // Novy-Marx 2013 (GP/A) leads; ROIC/ROE/margins (Greenblatt 2005). ROA (ADR 029) is the one
  // return that means the same for a bank and an industrial company.
  profitability: {
    id: 'profitability',
    name: 'Profitability',
    metrics: [
      m('gpa', 'higher', 1.5),
      m('roic', 'higher'),
      m('roe', 'higher'),
      m('roa', 'higher'),
      m('operatingMargin', 'higher'),
      m('fcfMargin', 'higher'),
      m('croic', 'higher'),
    ],
  },
  // Altman 1968; Piotroski 2000; Campbell, Hilscher & Szilagyi 2008 (distress underperforms).
  // Financial companies (ADR 029): the bank Z-score (Boyd & Graham 1986; Laeven & Levine 2009),
  // the volatility of the return on assets and the leverage ratio (Estrella et al. 2000) apply to
  // them only (ranked among them); the six industrial measures do not apply to them.
  health: {
    id: 'health',
    name: 'Health',
    metrics: [
      m('defaultProbability', 'lower', 1.5),
      m('piotroskiF', 'higher'),
      m('altmanZ', 'higher'),
      m('netDebtToEquity', 'lower'),
      m('interestCoverage', 'higher'),
      m('liabilitiesToAssets', 'lower', 0.5),
      m('insolvencyZ', 'higher', 1.5),
      m('roaVolatility', 'lower'),
      m('leverageRatio', 'higher'),
    ],
  },
  // Boudoukh, Michaely, Richardson & Roberts 2007: net payout beats dividends alone.
  shareholderRetribution: {
    id: 'shareholderRetribution',
    name: 'Shareholder payout',
    metrics: [
      m('netPayoutYield', 'higher', 1.5),
      m('shareholderYield', 'higher'),
      m('dividendYield', 'higher'),
      m('buybackYield', 'higher'),
      m('debtPaydownYield', 'higher', 0.5),
    ],
  },
  // Jegadeesh & Titman 1993; George & Hwang 2004. Shown beside the score, not inside it.
  momentum: {
    id: 'momentum',
    name: 'Momentum',
    metrics: [
      m('momentum12_1', 'higher', 1.5),
      m('momentum6m', 'higher'),
      m('momentum3m', 'higher'),
      m('high52wRatio', 'higher'),
    ],
  },
  // Sloan 1996; Bradshaw, Richardson & Sloan 2006. Shown beside the score, not inside it.
  earningsQuality: {
    id: 'earningsQuality',
    name: 'Earnings quality',
    metrics: [
      m('sloanRatio', 'lower', 1.5),
      m('externalFinancingRatio', 'lower'),
      m('cashConversion', 'higher'),
      m('earningsSurprise', 'higher', 0.5),
    ],
  },
};

/**
 * Composite weights of the Evident Score over the five core factors (ADR 004, revised by ADR 009
 * after the per-factor backtest: health and shareholder payout lowered, profitability raised).
 * Momentum and earnings quality are shown beside the score: their documented effects last months,
 * not the 3-year horizon the score predicts.
 */
export const COMPOSITE_WEIGHTS: Partial<Record<FactorId, number>> = {
  value: 0.25,
  profitability: 0.35,
  shareholderRetribution: 0.15,
  health: 0.1,
  growth: 0.15,
};

/** Composite weights: the fixed ones above, or the walk-forward rule's (ADR 032). */
export type CompositeWeights = Partial<Record<FactorId, number>>;

/** The factors the Evident Score is made of: those with a composite weight. */
export const IN_SCORE: ReadonlySet<FactorId> = new Set(
  FACTOR_IDS.filter((id) => (COMPOSITE_WEIGHTS[id] ?? 0) > 0),
);

/**
 * A factor needs at least this share of its applicable metrics, and never fewer than two (ADR 047
 * keeps ADR 004's per-factor threshold: value, growth and payout 2 of 5, profitability 3 of 7,
 * an industrial company's health 2 of 6, a financial company's health 2 of 5).
 */
export const FACTOR_MIN_COVERAGE = 1 / 3;
export const FACTOR_MIN_METRICS = 2;
/**
 * The composite needs at least this many of the five core factors (ADR 047: 4 of 5; it was 3).
 * With fewer, the company has no Evident Score: its page shows the factors it has and what is
 * missing.
 */
export const COMPOSITE_MIN_FACTORS = 4;

/** The metrics some factor reads, once each: all a score needs (the rest describe the company). */
export const SCORE_METRIC_IDS: readonly MetricId[] = [
  ...new Set(FACTOR_IDS.flatMap((f) => FACTORS[f].metrics.map((fm) => fm.id))),
];
