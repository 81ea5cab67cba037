import type { ChartName } from '@evident/contracts/charts';
import type { FactorKey } from '@evident/contracts/stocks';
import { t } from '@/i18n/i18n';
import type { Messages } from '@/i18n/messages/en';
import { formatPercent } from '@/lib/format';
import '@/i18n/en/stock';

/** A chart of `/charts/…` with a title in the messages (`stock:chartTitles`). */
export type TitledChart = Extract<ChartName, keyof Messages['stock']['chartTitles']>;

/**
 * The factor sections of the stock page (spec §2, in order): which factor of the company answer
 * each shows, its engine factor id (for the methodology, and the key of its title and intro in
 * `stock:sections`), and its charts from `/charts/…`.
 */
export const FACTOR_SECTIONS: readonly {
  id: string;
  factor: FactorKey;
  factorId: keyof Messages['stock']['sections'];
  /** `metric`: the catalogue metric a chart draws, when one (hidden where it does not apply). */
  charts: readonly { chart: TitledChart; metric?: string }[];
}[] = [
  {
    id: 'valuation',
    factor: 'Value',
    factorId: 'value',
    charts: [
      { chart: 'price-to-earnings' },
      { chart: 'price-to-sales' },
      { chart: 'price-to-cashflow', metric: 'pcf' },
    ],
  },
  {
    id: 'growth',
    factor: 'Growth',
    factorId: 'growth',
    charts: [
      { chart: 'revenue-ltm' },
      { chart: 'netincome-ltm' },
      { chart: 'fcf-ltm', metric: 'freeCashFlowTtm' },
    ],
  },
  {
    id: 'profitability',
    factor: 'Profitability',
    factorId: 'profitability',
    charts: [
      { chart: 'roic', metric: 'roic' },
      { chart: 'roe' },
      { chart: 'gross-profits-to-assets', metric: 'gpa' },
    ],
  },
  {
    id: 'health',
    factor: 'Health',
    factorId: 'health',
    charts: [
      { chart: 'net-debt-to-equity', metric: 'netDebtToEquity' },
      { chart: 'interest-coverage', metric: 'interestCoverage' },
    ],
  },
  {
    id: 'shareholder-payout',
    factor: 'ShareholderRetribution',
    factorId: 'shareholderRetribution',
    charts: [{ chart: 'shareholder-retribution' }, { chart: 'net-payout-yield' }],
  },
  {
    id: 'earnings-quality',
    factor: 'EarningsQuality',
    factorId: 'earningsQuality',
    charts: [
      { chart: 'sloan-ratio', metric: 'sloanRatio' },
      { chart: 'external-financing-ratio', metric: 'externalFinancingRatio' },
    ],
  },
  {
    id: 'momentum',
    factor: 'Momentum',
    factorId: 'momentum',
    charts: [],
  },
];

/** Whom a metric is ranked among: its sector, its market, or the financial companies. */
export type StandingGroup = keyof Messages['stock']['standing'];

const wholePercent = (points: number) => formatPercent(points / 100, { digits: 0 });

/**
 * A percentile (0–100, 100 = best) among `group` in words; a `neutral` metric (neither higher
 * nor lower is better) reads "higher than".
 */
export function percentileWords(p: number | null, group: StandingGroup, neutral = false): string {
  if (p === null) return t(`stock:standing.${group}.notAvailable`);
  const r = Math.round(p);
  if (neutral) return t(`stock:standing.${group}.higher`, { percent: wholePercent(r) });
  if (r >= 50) return t(`stock:standing.${group}.better`, { percent: wholePercent(r) });
  return t(`stock:standing.${group}.worse`, { percent: wholePercent(100 - r) });
}
