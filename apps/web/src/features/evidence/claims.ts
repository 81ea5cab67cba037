import type { Evidence } from '@evident/contracts/evidence';

/** The home page claims of spec §1, computed from the latest backtest (null = not shown). */
export interface Claims {
  since: number;
  /** CAGR of the 90+ bucket, net of costs. */
  topBucketCagr: number | null;
  /** How much likelier a 90+ holding beat the benchmark over 3 years than the average holding. */
  betterOdds: number | null;
  /** Share of top-decile holdings that beat the benchmark over 3 years. */
  topDecileSuccess: number | null;
}

export function claimsOf(e: Evidence): Claims {
  const top = e.buckets.find((b) => b.id === '90+');
  const decile = e.deciles.at(-1);
  const base = e.allHoldingsHitRate;
  return {
    since: Number(e.params.start.slice(0, 4)),
    topBucketCagr: top?.all.cagr ?? null,
    betterOdds: top?.hitRate != null && base ? top.hitRate / base - 1 : null,
    topDecileSuccess: decile?.hitRate ?? null,
  };
}

/** Spec §1 portfolio rules, shown as guidance next to the figures. */
export const PORTFOLIO_RULES = [
  'Hold at least 20 companies.',
  'Start each position at 5% of the portfolio at most.',
  'Hold for at least 3 years — the horizon the score looks at.',
] as const;
