import { PORTFOLIO_RULE_LIMITS, type PortfolioAnalysis } from '@evident/contracts/lists';
import type { Language } from '../../i18n/language';
import { PORTFOLIO_TEXTS } from './portfolio-texts';

/*
 * A portfolio's analysis (issue 21, ADR 022): pure, from the holdings as the read model knows
 * them. Weights are by value (shares × last close) when every holding has both, equal otherwise;
 * averages over holdings that have the figure, their weights renormalised, with the count said.
 * Its sentences are written in `context.language` (issue 23; portfolio-texts.ts).
 */

export interface AnalysedHolding {
  symbol: string;
  ticker: string;
  companyName: string;
  sector: string | null;
  shares: number | null;
  averageCost: number | null;
  lastClose: number | null;
  /** Evident Score (percentile 0–100), null when not scored. */
  score: number | null;
  /** Factor id → market percentile. */
  factors: Record<string, number | null>;
  /** Total return over the performance window, null when a price is missing. */
  return1y: number | null;
}

function weighted(items: { weight: number; value: number | null }[]): {
  value: number | null;
  covered: number;
} {
  const known = items.filter((i) => i.value !== null);
  const total = known.reduce((a, i) => a + i.weight, 0);
  if (known.length === 0 || total <= 0) return { value: null, covered: known.length };
  return {
    value: known.reduce((a, i) => a + i.weight * (i.value as number), 0) / total,
    covered: known.length,
  };
}

export function analysePortfolio(
  holdings: readonly AnalysedHolding[],
  context: {
    asOf: string | null;
    /** Factor id → its name in `language`. */
    factorNames: Record<string, string>;
    performance: { from: string | null; to: string | null; benchmark: number | null };
    /** The language of the sentences (English when not given). */
    language?: Language;
  },
): PortfolioAnalysis {
  const T = PORTFOLIO_TEXTS[context.language ?? 'en'];
  const pct = T.pct;
  const n = holdings.length;
  const byValue = n > 0 && holdings.every((h) => h.shares !== null && h.lastClose !== null);
  const values = holdings.map((h) => (byValue ? h.shares! * h.lastClose! : 1));
  const total = values.reduce((a, b) => a + b, 0);
  const weights = values.map((v) => (total > 0 ? v / total : 0));
  const withCost = n > 0 && holdings.every((h) => h.shares !== null && h.averageCost !== null);

  const score = weighted(holdings.map((h, i) => ({ weight: weights[i]!, value: h.score })));
  const coveredWeight = holdings.reduce((a, h, i) => a + (h.score === null ? 0 : weights[i]!), 0);
  const contributions = holdings
    .map((h, i) => ({
      symbol: h.symbol,
      ticker: h.ticker,
      companyName: h.companyName,
      sector: h.sector,
      weight: weights[i]!,
      score: h.score,
      contribution:
        h.score === null || coveredWeight <= 0 ? null : (weights[i]! * h.score) / coveredWeight,
    }))
    .sort((a, b) => b.weight - a.weight || a.symbol.localeCompare(b.symbol));

  const factors = Object.entries(context.factorNames).map(([id, name]) => ({
    id,
    name,
    ...weighted(holdings.map((h, i) => ({ weight: weights[i]!, value: h.factors[id] ?? null }))),
  }));

  const sectorWeights = new Map<string, number>();
  holdings.forEach((h, i) => {
    const s = h.sector ?? T.unknownSector;
    sectorWeights.set(s, (sectorWeights.get(s) ?? 0) + weights[i]!);
  });
  const sectors = [...sectorWeights]
    .map(([sector, weight]) => ({ sector, weight }))
    .sort((a, b) => b.weight - a.weight || a.sector.localeCompare(b.sector));

  const L = PORTFOLIO_RULE_LIMITS;
  const biggest = contributions[0];
  const overweight = contributions.filter((c) => c.weight > L.maxPosition + 1e-12);
  const topSector = sectors[0];
  const heavySectors = sectors.filter((s) => s.weight > L.maxSector + 1e-12);
  const low = contributions.filter((c) => c.score !== null && c.score < L.minScore);
  const unscored = contributions.filter((c) => c.score === null).length;
  const rules: PortfolioAnalysis['rules'] = [
    {
      id: 'companies',
      rule: T.companies.rule(L.minCompanies),
      passes: n >= L.minCompanies,
      detail: T.companies.detail(n),
      fix: n >= L.minCompanies ? null : T.companies.fix(L.minCompanies - n),
    },
    {
      id: 'position',
      rule: T.position.rule(pct(L.maxPosition)),
      passes: n === 0 ? null : overweight.length === 0,
      detail:
        n === 0 ? T.noHoldings : T.position.detail(biggest!.ticker, pct(biggest!.weight), byValue),
      fix:
        overweight.length === 0
          ? null
          : T.position.fix(
              overweight.map((c) => `${c.ticker} (${pct(c.weight)})`).join(', '),
              pct(L.maxPosition),
              n < L.minCompanies,
            ),
    },
    {
      id: 'sector',
      rule: T.sector.rule(pct(L.maxSector)),
      passes: n === 0 ? null : heavySectors.length === 0,
      detail: n === 0 ? T.noHoldings : T.sector.detail(topSector!.sector, pct(topSector!.weight)),
      fix:
        heavySectors.length === 0
          ? null
          : T.sector.fix(
              heavySectors.map((s) => `${s.sector} (${pct(s.weight)})`).join(', '),
              pct(L.maxSector),
            ),
    },
    {
      id: 'score',
      rule: T.score.rule(L.minScore),
      passes: n === 0 ? null : low.length === 0,
      detail:
        low.length === 0
          ? T.score.none(L.minScore, unscored)
          : T.score.low(
              low.map((c) => `${c.ticker} (${Math.round(c.score!)})`).join(', '),
              L.minScore,
              unscored,
            ),
      fix: low.length === 0 ? null : T.score.fix,
    },
  ];

  const perf = weighted(holdings.map((h, i) => ({ weight: weights[i]!, value: h.return1y })));
  return {
    asOf: context.asOf,
    weighting: byValue ? 'value' : 'equal',
    holdings: n,
    value: byValue ? total : null,
    cost: withCost ? holdings.reduce((a, h) => a + h.shares! * h.averageCost!, 0) : null,
    score: { value: score.value, covered: score.covered, contributions },
    factors,
    sectors,
    rules,
    performance: {
      from: context.performance.from,
      to: context.performance.to,
      portfolio: perf.value,
      benchmark: context.performance.benchmark,
      covered: perf.covered,
      method: T.method,
    },
  };
}
