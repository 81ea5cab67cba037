import type { CompanyDetail, CompanySummary, FactorKey } from '@evident/contracts/stocks';
import { factorStatus } from '@evident/contracts/score-bands';
import type { ScoreChange } from '@evident/engine/changes/score-changes';
import type { MetricContext, MetricId } from '@evident/engine/metrics/metric-id';
import { isFinancialCompany } from '@evident/engine/metrics/financials';
import { FACTORS, IN_SCORE, type FactorId } from '@evident/engine/scoring/factors';
import { scoreDataOf } from '@evident/engine/scoring/composite';
import { METRIC_CATALOGUE } from '@evident/engine/metrics/catalogue';
import { METRIC_IDS } from '@evident/engine/metrics/metric-id';
import { dateText } from '../../http/dates';
import { figure } from '../../http/figures';
import { metric, type CompanyEntry, type ScoreRow } from '../../read-model/read-model';
import type { Language } from '../../i18n/language';
import type { Attribute } from '@evident/engine/attributes/attributes';
import { companyDetailIn, fairValueDetailIn } from './company-texts';
import { changeReasonText, storedReasonText } from '../../i18n/reason-texts';
import { localizedMetric } from '@evident/engine/metrics/catalogue/localized';
import { withListingAnswer } from './listing-texts';

/**
 * The company page's answer (`GET /stocks/{ticker}`), presented from the read model's entry:
 * factors with their words, the metrics of the factors with their standing, KPIs, attributes and
 * the FAQ prose. Nothing is invented: what the data lacks reads "not available".
 */

const FACTOR_KEYS: [FactorKey, FactorId][] = [
  ['Value', 'value'],
  ['Growth', 'growth'],
  ['Profitability', 'profitability'],
  ['Health', 'health'],
  ['ShareholderRetribution', 'shareholderRetribution'],
  ['Momentum', 'momentum'],
  ['EarningsQuality', 'earningsQuality'],
];
/**
 * The metrics the company page answers with: those of the seven factors, with their standing.
 * The other computed metrics reach the page as KPIs or through `/charts/{ticker}/all-ratios`;
 * leaving them out keeps the hottest answer small (ADR 005).
 */
const FACTOR_METRIC_IDS: ReadonlySet<MetricId> = new Set(
  Object.values(FACTORS).flatMap((f) => f.metrics.map((m) => m.id)),
);

/**
 * Where the buyback yield came from (MetricContext.buyback, ADR 029): shown in the tooltips of
 * the buyback and net payout yields. Undefined for snapshots scored before the basis was kept.
 */
export function buybackNote(buyback: MetricContext['buyback'] | undefined): string | undefined {
  if (!buyback) return undefined;
  const window = buyback.periodEnd ? `the twelve months to ${dateText(buyback.periodEnd)}` : '';
  switch (buyback.basis) {
    case 'repurchases-net-of-issuance':
      return `Buybacks: share repurchases less stock issued in the cash flow statement of ${window}, over today’s market value.`;
    case 'repurchases':
      return `Buybacks: share repurchases in the cash flow statement of ${window}, over today’s market value. Stock issued is not in the data, so this is gross of new shares.`;
    case 'share-count':
      return 'Buybacks: the fall in the diluted share count over the latest year (the cash flow statement’s repurchases are not in the data for this company).';
  }
}

const pct = (x: number | null) => (x === null ? 'not available' : `${(x * 100).toFixed(1)}%`);
const money = (x: number | null) => (x === null ? 'not available' : `$${x.toFixed(2)}`);

/** The company page's answer, its sentences in `language` (issue 23). */
export function companyDetailOf(
  entry: CompanyEntry,
  asOf: string | null,
  language: Language = 'en',
): CompanyDetail {
  const { company: c, score: s } = entry;
  const factors = {} as CompanyDetail['factors'];
  for (const [key, id] of FACTOR_KEYS) {
    const f = s?.factors[id];
    factors[key] = {
      name: FACTORS[id].name,
      value: f?.value ?? null,
      percentile: f?.percentile ?? null,
      status: factorStatus(f?.percentile),
      inScore: IN_SCORE.has(id),
      coverage: f?.coverage ?? { present: 0, applicable: 0 },
    };
  }
  const metricPct = s?.metricPercentiles ?? {};
  const context: Partial<MetricContext> = s?.context ?? {};
  const financial = context.isFinancial ?? isFinancialCompany(c.sector, c.industry);
  const note = buybackNote(context.buyback);
  const metrics: CompanyDetail['metrics'] = {};
  for (const [id, value] of Object.entries(s?.metrics ?? {}) as [MetricId, number | null][]) {
    // A metric without a value is left out: the page reads it as "not available" either way.
    if (value === null || !FACTOR_METRIC_IDS.has(id)) continue;
    metrics[id] = {
      value: figure(value),
      universePercentile: metricPct[id]?.universe ?? null,
      sectorPercentile: metricPct[id]?.sector ?? null,
      ...(note !== undefined && (id === 'buybackYield' || id === 'netPayoutYield') ? { note } : {}),
    };
  }
  const m = (id: MetricId) => metric(s, id);
  const kpis: CompanyDetail['kpis'] = {
    marketCap: m('marketCap'),
    enterpriseValue: m('enterpriseValue'),
    pe: m('pe'),
    ps: m('ps'),
    pb: m('pb'),
    evEbit: m('evEbit'),
    dividendYield: m('dividendYield'),
    roe: m('roe'),
    roic: m('roic'),
    netMargin: m('netMargin'),
    revenueGrowth1y: m('revenueGrowth1y'),
    netDebtToEquity: m('netDebtToEquity'),
    momentum3m: m('momentum3m'),
    revenueTtm: figure(context.ttm?.revenue ?? null),
    netIncomeTtm: figure(context.ttm?.netIncome ?? null),
    freeCashFlowTtm: figure(context.ttm?.freeCashFlow ?? null),
  };
  const attrs = ((s?.attributes ?? []) as CompanyDetail['attributes']['positive']).slice();
  const name = c.name ?? c.symbol;
  const summary = entry.summary;
  const faq = companyFaq(name, summary, s, context, m, asOf);
  const detail: CompanyDetail = {
    ticker: c.ticker,
    symbol: c.symbol,
    exchange: c.exchange,
    companyName: name,
    sector: c.sector,
    industry: c.industry,
    country: c.country,
    website: c.website,
    image: summary.image,
    sp500: c.sp500,
    isFinancial: isFinancialCompany(c.sector, c.industry),
    evidentScore: summary.evidentScore,
    evidentScorePercentile: summary.evidentScorePercentile,
    evidentScoreValue: summary.evidentScoreValue,
    category: summary.category,
    factors,
    scoreData: s ? scoreDataAnswer(s, financial) : null,
    figureNotes: context.notes ?? [],
    scoreRecord: {
      evidentScorePercentile: summary.evidentScorePercentile,
      evidentScoreValue: summary.evidentScoreValue,
      GrowthValue: factors.Growth.value,
      GrowthPercentile: factors.Growth.percentile,
      ValueValue: factors.Value.value,
      ValuePercentile: factors.Value.percentile,
      ProfitabilityValue: factors.Profitability.value,
      ShareholderRetributionValue: factors.ShareholderRetribution.value,
      ShareholderRetributionPercentile: factors.ShareholderRetribution.percentile,
      HealthValue: factors.Health.value,
      HealthPercentile: factors.Health.percentile,
      CompanyProfile: {
        companyName: name,
        country: c.country?.trim() || null,
        image: summary.image,
        ticker: c.ticker,
      },
    },
    // A listing outside the run (ADR 046): its last close from its own prices (read model).
    lastClose: context.lastClose ?? (s ? null : summary.lastClose),
    // A row of an older method has no detail: its figure is not served (ADR 031).
    fairValue: s?.fairValueDetail ? s.fairValue : null,
    percentageDifference: s?.fairValueDetail ? s.percentageDifference : null,
    fairValueDetail: s?.fairValueDetail ? fairValueDetailIn(s.fairValueDetail, language) : null,
    analystTargetPrice: entry.targetPrice,
    kpis,
    metrics,
    attributes: {
      positive: attrs.filter((a) => a.kind === 'positive'),
      neutral: attrs.filter((a) => a.kind === 'neutral'),
      negative: attrs.filter((a) => a.kind === 'negative'),
    },
    faq,
    dataDates: {
      latestFiling: context.latestFiled ?? null,
      priceDate: context.priceDate ?? (s ? null : summary.sessionDate),
      scoredAsOf: asOf,
    },
    changes: entry.changes ? changesOf(entry.changes, language) : null,
    listing: entry.listing,
    delistedOn: entry.company.delistedOn ?? null,
  };
  const localized = companyDetailIn(detail, language, {
    buyback: context.buyback,
    attributes: (s?.attributes ?? []) as Attribute[],
    asOf,
    hasDetail: Boolean(s?.fairValueDetail),
  });
  return withListingAnswer(localized, language, summary.change1d);
}

const KEY_OF = new Map<FactorId, FactorKey>(FACTOR_KEYS.map(([key, id]) => [id, key]));

const NOT_FOR_FINANCIALS: ReadonlySet<MetricId> = new Set(
  METRIC_IDS.filter((id) => !METRIC_CATALOGUE[id].appliesToFinancials),
);
const FINANCIAL_ONLY: ReadonlySet<MetricId> = new Set(
  METRIC_IDS.filter((id) => METRIC_CATALOGUE[id].financialOnly),
);

/**
 * The data behind the score (ADR 047), from the stored metrics: the same rule as the score run
 * (engine `scoreDataOf`), with the measures that apply to the company (a bank's or another's).
 */
function scoreDataAnswer(s: ScoreRow, financial: boolean): NonNullable<CompanyDetail['scoreData']> {
  const metrics = s.metrics as Partial<Record<MetricId, number | null>>;
  const data = scoreDataOf(
    (id) => typeof metrics[id] === 'number' && Number.isFinite(metrics[id]),
    financial ? NOT_FOR_FINANCIALS : FINANCIAL_ONLY,
  );
  return {
    ...data,
    factors: data.factors.map((f) => ({
      ...f,
      factor: KEY_OF.get(f.factor)! as NonNullable<
        CompanyDetail['scoreData']
      >['factors'][number]['factor'],
    })),
  };
}

/**
 * "What changed" as the contract names factors (`Value`, `ShareholderRetribution`…), each reason
 * written in the language from its cause and figures (a row stored with the engine's English
 * sentence is written anew the same way).
 */
function changesOf(change: ScoreChange, language: Language): NonNullable<CompanyDetail['changes']> {
  return {
    ...change,
    factors: change.factors.map((f) => ({ ...f, factor: KEY_OF.get(f.factor)! })),
    reasons: change.reasons.map((r) => ({
      ...r,
      factor: KEY_OF.get(r.factor)!,
      name: localizedMetric(r.metric, language).name,
      text: changeReasonText(r, change, language),
    })),
  };
}

/** Holds the current read model; `reload()` swaps in a new one atomically. */

const METHOD_WORDS = {
  ownHistory: 'the multiples it has traded at over its own last years',
  cashFlow: 'a discounted cash flow',
  excessReturn: 'its excess return on equity',
} as const;

/** "Is it undervalued?": the figure, its range and methods, or why there is none. */
function fairValueAnswer(s: ScoreRow | null, lastClose: number | null): string {
  const detail = s?.fairValueDetail;
  if (!s || !detail)
    return 'Not available: the fair value is being computed again with the current method.';
  if (s.fairValue === null || lastClose === null || detail.low === null || detail.high === null) {
    return `Not available: ${storedReasonText(detail.reason ?? { code: 'noRecentPrice' }, 'en')}.`;
  }
  const diff = s.percentageDifference ?? 0;
  const used = detail.methods.flatMap((m) => (m.value === null ? [] : [METHOD_WORDS[m.method]]));
  return `Our fair value is ${money(s.fairValue)} (range ${money(detail.low)} to ${money(detail.high)}), ${Math.abs(diff).toFixed(1)}% ${diff >= 0 ? 'above' : 'below'} the last close of ${money(lastClose)}. It is based on ${used.join(' and ')}.`;
}

/** The FAQ of the company page: plain sentences built from the figures above. */
function companyFaq(
  name: string,
  summary: CompanySummary,
  s: ScoreRow | null,
  context: Partial<MetricContext>,
  m: (id: MetricId) => number | null,
  asOf: string | null,
): CompanyDetail['faq'] {
  return [
    {
      question: `What is ${name}'s Evident Score?`,
      answer:
        summary.evidentScore === null
          ? `Not available: there is not enough data to score ${name} reliably.`
          : `${summary.evidentScore}/100 (${summary.category}) as of ${asOf}: better than ${summary.evidentScore}% of the companies we score.`,
    },
    {
      question: `Is ${name} undervalued?`,
      answer: fairValueAnswer(s, context.lastClose ?? null),
    },
    {
      question: `How profitable is ${name}?`,
      answer: `Return on equity ${pct(m('roe'))}, net margin ${pct(m('netMargin'))}, return on invested capital ${pct(m('roic'))}.`,
    },
    {
      question: `Does ${name} pay a dividend?`,
      answer:
        m('dividendYield') === null
          ? 'Not available in our data.'
          : `The dividend yield over the last 12 months is ${pct(m('dividendYield'))}.`,
    },
  ];
}
