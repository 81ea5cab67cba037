import { PORTFOLIO_RULE_LIMITS, type PortfolioAnalysis } from '@evident/contracts/lists';

/*
 * A portfolio's analysis (issue 21, ADR 022): pure, from the holdings as the read model knows
 * them. Weights are by value (shares × last close) when every holding has both, equal otherwise;
 * averages over holdings that have the figure, their weights renormalised, with the count said.
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

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

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
    factorNames: Record<string, string>;
    performance: { from: string | null; to: string | null; benchmark: number | null };
  },
): PortfolioAnalysis {
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
    const s = h.sector ?? 'Unknown sector';
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
      rule: `Hold at least ${L.minCompanies} companies.`,
      passes: n >= L.minCompanies,
      detail: `${n} ${n === 1 ? 'company' : 'companies'} held.`,
      fix:
        n >= L.minCompanies
          ? null
          : `Add ${L.minCompanies - n} more to spread the risk of any one company.`,
    },
    {
      id: 'position',
      rule: `No position above ${pct(L.maxPosition)} of the portfolio.`,
      passes: n === 0 ? null : overweight.length === 0,
      detail:
        n === 0
          ? 'No holdings.'
          : `Largest: ${biggest!.ticker} at ${pct(biggest!.weight)}${byValue ? ' of the value' : ' (equal weights: no shares given)'}.`,
      fix:
        overweight.length === 0
          ? null
          : `Trim ${overweight.map((c) => `${c.ticker} (${pct(c.weight)})`).join(', ')} to ${pct(L.maxPosition)} or less${n < L.minCompanies ? ', or add companies' : ''}.`,
    },
    {
      id: 'sector',
      rule: `No sector above ${pct(L.maxSector)} of the portfolio.`,
      passes: n === 0 ? null : heavySectors.length === 0,
      detail:
        n === 0 ? 'No holdings.' : `Largest: ${topSector!.sector} at ${pct(topSector!.weight)}.`,
      fix:
        heavySectors.length === 0
          ? null
          : `Bring ${heavySectors.map((s) => `${s.sector} (${pct(s.weight)})`).join(', ')} down to ${pct(L.maxSector)} by adding other sectors or trimming.`,
    },
    {
      id: 'score',
      rule: `Holdings with an Evident Score under ${L.minScore} are flagged.`,
      passes: n === 0 ? null : low.length === 0,
      detail:
        low.length === 0
          ? `No holding scores under ${L.minScore}${unscored ? ` (${unscored} without a score)` : ''}.`
          : `${low.map((c) => `${c.ticker} (${Math.round(c.score!)})`).join(', ')} under ${L.minScore}${unscored ? `; ${unscored} without a score` : ''}.`,
      fix:
        low.length === 0
          ? null
          : 'Look at what drags their scores (the company page says which factors) and whether the reason to hold them still stands.',
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
      method:
        'Total return of each current holding between the two month ends (dividend-adjusted month-end closes), weighted by today’s weights over the holdings with both prices; SPY’s total return over the same month ends. The holdings as they are today, not the trades made during the year.',
    },
  };
}
