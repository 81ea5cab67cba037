import type { Evidence, GroupResult } from '@evident/contracts/evidence';
import { t } from '@/i18n/i18n';
import '@/i18n/en/evidence';

/** The home page claims of spec §1, computed from the latest backtest (null = not shown). */
export interface Claims {
  /**
   * Which record the figures are of: the walk-forward weights the product scores with (ADR 032),
   * from their first date; or, for a backtest without that line, the fixed weights'.
   */
  weights: 'walk-forward' | 'fixed';
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
  const wf = e.walkForward;
  const walking = Boolean(wf?.start && wf.buckets.length > 0);
  const buckets = walking ? wf!.buckets : e.buckets;
  const top = buckets.find((b) => b.id === '90+');
  const decile = (walking ? wf!.deciles : e.deciles).at(-1);
  const start = walking ? wf!.start! : e.params.start;
  // Every holding is in one bucket: the buckets' hits over their holdings are all holdings'.
  const base = walking ? hitRateOf(buckets) : e.allHoldingsHitRate;
  // The first holding period starts the day after the first rebalance (e.g. 2010-12-31 → 2011).
  const first = new Date(Date.parse(`${start}T00:00:00Z`) + 86_400_000);
  return {
    weights: walking ? 'walk-forward' : 'fixed',
    since: first.getUTCFullYear(),
    topBucketCagr: top?.all.cagr ?? null,
    benchmarkCagr: walking
      ? cagrFrom(e.benchmark?.equity ?? [], start)
      : (e.benchmark?.all.cagr ?? null),
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

/** The share of all the groups' holdings that beat the benchmark over 3 years. */
function hitRateOf(groups: readonly GroupResult[]): number | null {
  let hits = 0;
  let n = 0;
  for (const g of groups) {
    if (g.hitRate === null) continue;
    hits += g.hitRate * g.forwardObservations;
    n += g.forwardObservations;
  }
  return n === 0 ? null : hits / n;
}

/** The yearly growth of an equity curve from `start` to its end (null without both). */
function cagrFrom(
  equity: readonly { date: string; value: number }[],
  start: string,
): number | null {
  const i = equity.findIndex((p) => p.date === start);
  const last = equity.at(-1);
  if (i < 0 || !last || equity.length - 1 - i < 1) return null;
  const months = equity.length - 1 - i;
  return (last.value / equity[i]!.value) ** (12 / months) - 1;
}

/** How a claim's interval is said beside it: its range, and whether it could be chance. */
export function intervalWords(
  interval: Interval | null,
  format: (x: number) => string,
  chanceAt?: number,
): string {
  if (!interval) return '';
  const range = t('evidence:interval.range', {
    low: format(interval.low),
    high: format(interval.high),
  });
  return chanceAt !== undefined && interval.low <= chanceAt && interval.high >= chanceAt
    ? t('evidence:interval.chance', { range })
    : range;
}

/** Spec §1 portfolio rules, shown as guidance next to the figures (in the interface's language). */
export const portfolioRules = (): string[] => [
  t('evidence:rules.companies'),
  t('evidence:rules.position'),
  t('evidence:rules.horizon'),
];
