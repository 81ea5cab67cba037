import { createHash } from 'node:crypto';
import { scoreBand } from '@evident/contracts/score-bands';
import type { CompanyDetail, CompanySummary, FactorKey } from '@evident/contracts/stocks';
import { FACTORS } from '@evident/engine/scoring/factors';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { figure } from '../../http/figures';
import { companies, companyScores, dailySelections, estimates, scoreRuns } from '../../db/schema';
import { createSearchIndex } from './search-index';

/*
 * The in-memory read model (ARCHITECTURE.md "Hot paths are in memory"): every company with the
 * results of the latest succeeded score run, a search index, rankings and selections. Loaded at
 * start and again whenever a score run completes; requests never query the database.
 */

type ScoreRow = typeof companyScores.$inferSelect;
type CompanyRow = typeof companies.$inferSelect;

export interface ReadModelOptions {
  logoTemplate?: string;
  /** Part of the model's version, so an upgrade invalidates cached answers. */
  productVersion?: string;
}

export interface CompanyEntry {
  company: CompanyRow;
  score: ScoreRow | null;
  targetPrice: number | null;
  summary: CompanySummary;
}

export interface ReadModel {
  /** Changes whenever what the model serves may change (run, data, product version, config):
   * the ETag of every read endpoint. */
  version: string;
  runId: number | null;
  asOf: string | null;
  bySymbol: Map<string, CompanyEntry>;
  byTicker: Map<string, CompanyEntry>;
  search(text: string, limit: number): CompanyEntry[];
  coverage: { companies: number; scored: number; asOf: string | null };
  rankings: { topSp: string[]; topNasdaq: string[]; mostActive: string[]; gainers: string[] };
  selections: {
    category: 'top_dogs' | 'rising_stars' | 'hidden_gems';
    symbol: string;
    evidentScorePercentile: number;
  }[];
}

const FACTOR_KEYS: [FactorKey, string][] = [
  ['Value', 'value'],
  ['Growth', 'growth'],
  ['Profitability', 'profitability'],
  ['Health', 'health'],
  ['ShareholderRetribution', 'shareholderRetribution'],
  ['Momentum', 'momentum'],
  ['EarningsQuality', 'earningsQuality'],
];
const IN_SCORE = new Set(['value', 'growth', 'profitability', 'health', 'shareholderRetribution']);
/**
 * The metrics the company page answers with: those of the seven factors, with their standing.
 * The other computed metrics reach the page as KPIs or through `/charts/{ticker}/all-ratios`;
 * leaving them out keeps the hottest answer small (ADR 005).
 */
const FACTOR_METRIC_IDS: ReadonlySet<string> = new Set(
  Object.values(FACTORS).flatMap((f) => f.metrics.map((m) => m.id)),
);
const FACTOR_NAMES: Record<string, string> = {
  value: 'Value',
  growth: 'Growth',
  profitability: 'Profitability',
  health: 'Health',
  shareholderRetribution: 'Shareholder payout',
  momentum: 'Momentum',
  earningsQuality: 'Earnings quality',
};

/** `LOGO_URL_TEMPLATE` with `{domain}` replaced by the website's host; null without either. */
export function logoUrl(template: string | undefined, website: string | null): string | null {
  if (!template || !website) return null;
  try {
    const host = new URL(website.includes('://') ? website : `https://${website}`).hostname.replace(
      /^www\./,
      '',
    );
    return template.replace('{domain}', encodeURIComponent(host));
  } catch {
    return null;
  }
}

const metric = (s: ScoreRow | null, id: string): number | null =>
  s ? figure(s.metrics[id] ?? null) : null;

function summaryOf(
  c: CompanyRow,
  s: ScoreRow | null,
  logoTemplate: string | undefined,
): CompanySummary {
  const pct = s?.evidentScorePercentile ?? null;
  const context = s?.context as
    | {
        lastClose?: number | null;
        session?: { date: string; change1d: number | null; dollarVolume: number | null } | null;
      }
    | undefined;
  return {
    ticker: c.ticker,
    symbol: c.symbol,
    companyName: c.name ?? c.symbol,
    image: logoUrl(logoTemplate, c.website),
    evidentScore: pct === null ? null : Math.round(pct),
    evidentScorePercentile: pct,
    evidentScoreValue: s?.evidentScoreValue ?? null,
    category: pct === null ? null : scoreBand(pct).label,
    lastClose: context?.lastClose ?? null,
    marketCap: metric(s, 'marketCap'),
    sessionDate: context?.session?.date ?? null,
    change1d: context?.session?.change1d ?? null,
    dollarVolume1d: context?.session?.dollarVolume ?? null,
  };
}

export async function loadReadModel(db: Db, options: ReadModelOptions = {}): Promise<ReadModel> {
  const [run] = await db
    .select()
    .from(scoreRuns)
    .where(eq(scoreRuns.status, 'succeeded'))
    .orderBy(desc(scoreRuns.id))
    .limit(1);
  const companyRows = await db.select().from(companies);
  const scoreRows = run
    ? await db.select().from(companyScores).where(eq(companyScores.runId, run.id))
    : [];
  const targets = await db
    .select({ symbol: estimates.symbol, targetPrice: estimates.targetPrice, asOf: estimates.asOf })
    .from(estimates);
  const scoreBySymbol = new Map(scoreRows.map((s) => [s.symbol, s]));
  const targetBySymbol = new Map(
    targets.filter((t) => !run || t.asOf <= run.asOf).map((t) => [t.symbol, t.targetPrice]),
  );

  const bySymbol = new Map<string, CompanyEntry>();
  const byTicker = new Map<string, CompanyEntry>();
  for (const c of companyRows) {
    const score = scoreBySymbol.get(c.symbol) ?? null;
    const entry: CompanyEntry = {
      company: c,
      score,
      targetPrice: targetBySymbol.get(c.symbol) ?? null,
      summary: summaryOf(c, score, options.logoTemplate),
    };
    bySymbol.set(c.symbol, entry);
    byTicker.set(c.ticker.toUpperCase(), entry);
  }
  const index = createSearchIndex(
    [...bySymbol.values()].map((e) => ({
      entry: e,
      symbol: e.company.symbol,
      name: e.company.name ?? e.company.symbol,
      marketCap: e.summary.marketCap,
      isEtf: e.company.isEtf,
    })),
  );
  const selections = run
    ? (
        await db
          .select()
          .from(dailySelections)
          .where(and(eq(dailySelections.runId, run.id)))
          .orderBy(dailySelections.category, dailySelections.rank)
      ).map((s) => ({
        category: s.category,
        symbol: s.symbol,
        evidentScorePercentile: s.evidentScorePercentile,
      }))
    : [];
  const summaries = [...bySymbol.values()].map((e) => e.summary);
  // Most active: highest traded value in the last session (scored date's session only).
  const mostActive = summaries
    .filter((s) => s.dollarVolume1d !== null && s.sessionDate === run?.asOf)
    .sort((a, b) => b.dollarVolume1d! - a.dollarVolume1d!)
    .slice(0, 100)
    .map((s) => s.symbol);
  // Gainers: largest 1-day rise among the 200 most traded companies over three months.
  const liquid = new Set(
    scoreRows
      .filter((s) => (s.metrics.avgDollarVolume ?? null) !== null)
      .sort((a, b) => b.metrics.avgDollarVolume! - a.metrics.avgDollarVolume!)
      .slice(0, 200)
      .map((s) => s.symbol),
  );
  const gainers = summaries
    .filter((s) => liquid.has(s.symbol) && s.change1d !== null && s.sessionDate === run?.asOf)
    .sort((a, b) => b.change1d! - a.change1d!)
    .slice(0, 100)
    .map((s) => s.symbol);

  return {
    version: createHash('sha256')
      .update(
        JSON.stringify([
          options.productVersion ?? '',
          run?.id ?? null,
          run?.dataVersion ?? null,
          options.logoTemplate ?? '',
        ]),
      )
      .digest('base64url')
      .slice(0, 22),
    runId: run?.id ?? null,
    asOf: run?.asOf ?? null,
    bySymbol,
    byTicker,
    search: (text, limit) => index.search(text, limit).map((x) => x.entry),
    coverage: {
      companies: companyRows.filter((c) => !c.isEtf && c.exchange !== 'OTHER').length,
      scored: scoreRows.filter((s) => s.evidentScorePercentile !== null).length,
      asOf: run?.asOf ?? null,
    },
    rankings: {
      topSp: run?.rankings.topSp ?? [],
      topNasdaq: run?.rankings.topNasdaq ?? [],
      mostActive,
      gainers,
    },
    selections,
  };
}

const pct = (x: number | null) => (x === null ? 'not available' : `${(x * 100).toFixed(1)}%`);
const money = (x: number | null) => (x === null ? 'not available' : `$${x.toFixed(2)}`);

/** The company page's answer: everything from the read model, nothing invented. */
export function companyDetailOf(entry: CompanyEntry, asOf: string | null): CompanyDetail {
  const { company: c, score: s } = entry;
  const factors = {} as CompanyDetail['factors'];
  const raw = (s?.factors ?? {}) as Record<
    string,
    {
      value: number | null;
      percentile: number | null;
      coverage: { present: number; applicable: number };
    }
  >;
  for (const [key, id] of FACTOR_KEYS) {
    const f = raw[id];
    factors[key] = {
      name: FACTOR_NAMES[id]!,
      value: f?.value ?? null,
      percentile: f?.percentile ?? null,
      status:
        f?.percentile === null || f?.percentile === undefined
          ? 'Insufficient data'
          : scoreBand(f.percentile).label,
      inScore: IN_SCORE.has(id),
      coverage: f?.coverage ?? { present: 0, applicable: 0 },
    };
  }
  const metricPct = (s?.metricPercentiles ?? {}) as Record<
    string,
    { universe: number | null; sector: number | null }
  >;
  const metrics: CompanyDetail['metrics'] = {};
  for (const [id, value] of Object.entries(s?.metrics ?? {})) {
    // A metric without a value is left out: the page reads it as "not available" either way.
    if (value === null || !FACTOR_METRIC_IDS.has(id)) continue;
    metrics[id] = {
      value: figure(value),
      universePercentile: metricPct[id]?.universe ?? null,
      sectorPercentile: metricPct[id]?.sector ?? null,
    };
  }
  const context = (s?.context ?? {}) as {
    lastClose?: number | null;
    priceDate?: string | null;
    latestFiled?: string | null;
    ttm?: { revenue: number | null; netIncome: number | null; freeCashFlow: number | null };
  };
  const m = (id: string) => metric(s, id);
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
  const faq: CompanyDetail['faq'] = [
    {
      question: `What is ${name}'s Evident Score?`,
      answer:
        summary.evidentScore === null
          ? `Not available: there is not enough data to score ${name} reliably.`
          : `${summary.evidentScore}/100 (${summary.category}) as of ${asOf}: better than ${summary.evidentScore}% of the companies we score.`,
    },
    {
      question: `Is ${name} undervalued?`,
      answer:
        s?.fairValue == null || context.lastClose == null
          ? 'Not available: we cannot estimate a fair value from sector multiples for this company.'
          : `Our sector-multiples fair value is ${money(s.fairValue)}, ${Math.abs(s.percentageDifference ?? 0).toFixed(1)}% ${(s.percentageDifference ?? 0) >= 0 ? 'above' : 'below'} the last close of ${money(context.lastClose)}.`,
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
  return {
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
    evidentScore: summary.evidentScore,
    evidentScorePercentile: summary.evidentScorePercentile,
    evidentScoreValue: summary.evidentScoreValue,
    category: summary.category,
    factors,
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
    },
    lastClose: context.lastClose ?? null,
    fairValue: s?.fairValue ?? null,
    percentageDifference: s?.percentageDifference ?? null,
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
      priceDate: context.priceDate ?? null,
      scoredAsOf: asOf,
    },
  };
}

/** Holds the current read model; `reload()` swaps in a new one atomically. */
export function createReadModelHolder(db: Db, options: ReadModelOptions = {}) {
  let current: ReadModel | null = null;
  let loading: Promise<ReadModel> | null = null;
  return {
    get(): ReadModel | null {
      return current;
    },
    /**
     * The current model's version (a cached answer's `live` version, http/cached-json.ts): an
     * arrow, so it can be passed around unbound.
     */
    version: (): string | undefined => current?.version,
    async reload(): Promise<ReadModel> {
      loading ??= loadReadModel(db, options)
        .then((m) => (current = m))
        .finally(() => (loading = null));
      return loading;
    },
  };
}
export type ReadModelHolder = ReturnType<typeof createReadModelHolder>;
