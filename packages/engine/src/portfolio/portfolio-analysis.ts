import { PORTFOLIO_RULE_LIMITS, type PortfolioAnalysis } from '@evident/contracts/lists';

/*
 * A portfolio's analysis (issue 21, ADR 022): pure, from the holdings as the read model knows
 * them. Weights are by value (shares × last close) when every holding has both, equal otherwise;
 * averages over holdings that have the figure, their weights renormalised, with the count said.
 * What the rules found is a code with its figures (ADR 055), never a sentence: the API writes it
 * in the reader's language from its message catalogues.
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

/** A holding or a sector named in a message, with its weight (a fraction). */
export interface WeightedName {
  name: string;
  weight: number;
}

/**
 * A sentence of the rules, as a code with the figures it needs: a rule as the evidence page
 * states it, what the portfolio shows, and how to fix a rule it breaks. Weights and limits are
 * fractions, scores percentiles as computed (the sentence rounds them).
 */
export type PortfolioMessage =
  | { code: 'noHoldings' }
  | { code: 'companiesRule'; min: number }
  | { code: 'companiesHeld'; count: number }
  | { code: 'companiesAdd'; missing: number }
  | { code: 'positionRule'; max: number }
  /** The largest holding; `byValue` false when the weights are equal (no shares given). */
  | { code: 'positionLargest'; ticker: string; weight: number; byValue: boolean }
  /** The holdings above the limit; `addCompanies` when the portfolio also holds too few. */
  | { code: 'positionTrim'; holdings: WeightedName[]; max: number; addCompanies: boolean }
  | { code: 'sectorRule'; max: number }
  | { code: 'sectorLargest'; sector: string; weight: number }
  | { code: 'sectorReduce'; sectors: WeightedName[]; max: number }
  | { code: 'scoreRule'; min: number }
  /** No holding scores under `min`; `unscored` holdings have no score. */
  | { code: 'scoreNoneLow'; min: number; unscored: number }
  | {
      code: 'scoreLow';
      holdings: { ticker: string; score: number }[];
      min: number;
      unscored: number;
    }
  | { code: 'scoreReview' };

export type PortfolioMessageCode = PortfolioMessage['code'];

/** Every code, for the renderer's and its tests' completeness checks. */
export const PORTFOLIO_MESSAGE_CODES = [
  'noHoldings',
  'companiesRule',
  'companiesHeld',
  'companiesAdd',
  'positionRule',
  'positionLargest',
  'positionTrim',
  'sectorRule',
  'sectorLargest',
  'sectorReduce',
  'scoreRule',
  'scoreNoneLow',
  'scoreLow',
  'scoreReview',
] as const satisfies readonly PortfolioMessageCode[];

// Fails to compile when a code is added to the union but not to the list.
type Missing = Exclude<PortfolioMessageCode, (typeof PORTFOLIO_MESSAGE_CODES)[number]>;
const _everyCodeListed: Missing extends never ? true : never = true;
void _everyCodeListed;

type Rule = PortfolioAnalysis['rules'][number];

/** A rule checked: its sentences as messages. */
export interface PortfolioRuleFinding extends Pick<Rule, 'id' | 'passes'> {
  rule: PortfolioMessage;
  detail: PortfolioMessage;
  fix: PortfolioMessage | null;
}

/** The analysis as the API answers it, with messages where the answer has sentences. */
export interface PortfolioFindings extends Omit<PortfolioAnalysis, 'rules' | 'performance'> {
  rules: PortfolioRuleFinding[];
  /** The answer's performance without its method, a fixed text the API writes. */
  performance: Omit<PortfolioAnalysis['performance'], 'method'>;
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
    /** Factor id → its name in the reader's language. */
    factorNames: Record<string, string>;
    /**
     * The name of a holding's sector when the data has none, in the reader's language. It is
     * given rather than left null because sectors of equal weight are ordered by name, and the
     * largest sector is the rule's finding.
     */
    unknownSector: string;
    performance: { from: string | null; to: string | null; benchmark: number | null };
  },
): PortfolioFindings {
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
    const s = h.sector ?? context.unknownSector;
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
  const noHoldings: PortfolioMessage = { code: 'noHoldings' };
  const rules: PortfolioRuleFinding[] = [
    {
      id: 'companies',
      rule: { code: 'companiesRule', min: L.minCompanies },
      passes: n >= L.minCompanies,
      detail: { code: 'companiesHeld', count: n },
      fix: n >= L.minCompanies ? null : { code: 'companiesAdd', missing: L.minCompanies - n },
    },
    {
      id: 'position',
      rule: { code: 'positionRule', max: L.maxPosition },
      passes: n === 0 ? null : overweight.length === 0,
      detail:
        n === 0
          ? noHoldings
          : { code: 'positionLargest', ticker: biggest!.ticker, weight: biggest!.weight, byValue },
      fix:
        overweight.length === 0
          ? null
          : {
              code: 'positionTrim',
              holdings: overweight.map((c) => ({ name: c.ticker, weight: c.weight })),
              max: L.maxPosition,
              addCompanies: n < L.minCompanies,
            },
    },
    {
      id: 'sector',
      rule: { code: 'sectorRule', max: L.maxSector },
      passes: n === 0 ? null : heavySectors.length === 0,
      detail:
        n === 0
          ? noHoldings
          : { code: 'sectorLargest', sector: topSector!.sector, weight: topSector!.weight },
      fix:
        heavySectors.length === 0
          ? null
          : {
              code: 'sectorReduce',
              sectors: heavySectors.map((s) => ({ name: s.sector, weight: s.weight })),
              max: L.maxSector,
            },
    },
    {
      id: 'score',
      rule: { code: 'scoreRule', min: L.minScore },
      passes: n === 0 ? null : low.length === 0,
      detail:
        low.length === 0
          ? { code: 'scoreNoneLow', min: L.minScore, unscored }
          : {
              code: 'scoreLow',
              holdings: low.map((c) => ({ ticker: c.ticker, score: c.score! })),
              min: L.minScore,
              unscored,
            },
      fix: low.length === 0 ? null : { code: 'scoreReview' },
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
    },
  };
}
