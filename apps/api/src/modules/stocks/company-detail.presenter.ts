import type { CompanyDetail, FactorKey } from '@evident/contracts/stocks';
import { factorStatus } from '@evident/contracts/score-bands';
import type { ScoreChange } from '@evident/engine/changes/score-changes';
import type { MetricContext, MetricId } from '@evident/engine/metrics/metric-id';
import { isFinancialCompany } from '@evident/engine/metrics/financials';
import { FACTORS, IN_SCORE, type FactorId } from '@evident/engine/scoring/factors';
import { scoreDataOf } from '@evident/engine/scoring/composite';
import { METRIC_CATALOGUE } from '@evident/engine/metrics/catalogue';
import { METRIC_IDS } from '@evident/engine/metrics/metric-id';
import { figure } from '../../http/figures';
import { metric, type CompanyEntry, type ScoreRow } from '../../read-model/read-model';
import type { Language } from '../../i18n/language';
import { attributesIn, buybackNote, companyFaq, fairValueDetailIn } from './company-texts';
import { changeReasonText } from '../../i18n/reason-texts';
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
  const note = buybackNote(context.buyback, language);
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
  const name = c.name ?? c.symbol;
  const summary = entry.summary;
  const faq = companyFaq(
    name,
    summary,
    {
      detail: s?.fairValueDetail,
      fairValue: s?.fairValue ?? null,
      percentageDifference: s?.percentageDifference ?? null,
      lastClose: context.lastClose ?? null,
    },
    {
      roe: m('roe'),
      netMargin: m('netMargin'),
      roic: m('roic'),
      dividendYield: m('dividendYield'),
    },
    asOf,
    language,
  );
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
    attributes: attributesIn(s?.attributes ?? [], language),
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
  return withListingAnswer(detail, language, summary.change1d);
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
