import type { Evidence } from '@evident/contracts/evidence';

/** The home page claims of spec §1, computed from the latest backtest (null = not shown). */
export interface Claims {
  since: number;
  /** CAGR of the 90+ bucket, net of costs. */
  topBucketCagr: number | null;
  /** The benchmark's CAGR over the same months, shown beside it. */
  benchmarkCagr: number | null;
  /** How much likelier a 90+ holding beat the benchmark over 3 years than the average holding. */
  betterOdds: number | null;
  /** Share of top-decile holdings that beat the benchmark over 3 years. */
  topDecileSuccess: number | null;
  /** 95% intervals of the three figures (issue 25), null when the backtest has none. */
  intervals: {
    topBucketCagr: Interval | null;
    betterOdds: Interval | null;
    topDecileSuccess: Interval | null;
  };
}

export interface Interval {
  low: number;
  high: number;
}

export function claimsOf(e: Evidence): Claims {
  const top = e.buckets.find((b) => b.id === '90+');
  const decile = e.deciles.at(-1);
  const base = e.allHoldingsHitRate;
  // The first holding period starts the day after the first rebalance (e.g. 2010-12-31 → 2011).
  const first = new Date(Date.parse(`${e.params.start}T00:00:00Z`) + 86_400_000);
  return {
    since: first.getUTCFullYear(),
    topBucketCagr: top?.all.cagr ?? null,
    benchmarkCagr: e.benchmark?.all.cagr ?? null,
    betterOdds: top?.hitRate != null && base ? top.hitRate / base - 1 : null,
    topDecileSuccess: decile?.hitRate ?? null,
    intervals: {
      topBucketCagr: top?.cagrInterval ?? null,
      // The odds relative to the average holding's hit rate, taken as known.
      betterOdds:
        top?.hitRateInterval && base
          ? { low: top.hitRateInterval.low / base - 1, high: top.hitRateInterval.high / base - 1 }
          : null,
      topDecileSuccess: decile?.hitRateInterval ?? null,
    },
  };
}

/** How a claim's interval is said beside it: its range, and whether it could be chance. */
export function intervalWords(
  interval: Interval | null,
  format: (x: number) => string,
  chanceAt?: number,
): string {
  if (!interval) return '';
  const range = `95% interval ${format(interval.low)} to ${format(interval.high)}`;
  return chanceAt !== undefined && interval.low <= chanceAt && interval.high >= chanceAt
    ? `${range}: could be chance`
    : range;
}

/** Spec §1 portfolio rules, shown as guidance next to the figures. */
export const PORTFOLIO_RULES = [
  'Hold at least 20 companies.',
  'Start each position at 5% of the portfolio at most.',
  'Hold for at least 3 years — the horizon the score looks at.',
] as const;
