import type { InformationCoefficients, IcUniverseId } from '@evident/contracts/evidence';

/*
 * Evidence by size (issue 52 item 5, ADR 049): the Evident Score's information coefficients at
 * 12 and 36 months over S&P 500 members, every company scored, the investable universe and each
 * size band, and a verdict per universe computed from those figures — the page's plain words
 * come from here, never from a fixed claim.
 */

/** The order the page shows them: the two usual universes, the investable one, then by size. */
export const SIZE_UNIVERSES: readonly IcUniverseId[] = [
  'sp500',
  'all',
  'investable',
  'large',
  'mid',
  'small',
  'micro',
];

/** |t| at or above this: chance alone rarely gives the mean IC (ADR 032's reading of t). */
export const T_SIGNIFICANT = 2;

export interface HorizonFigures {
  horizon: 12 | 36;
  meanIc: number | null;
  tStat: number | null;
  months: number;
  /** strong: mean IC > 0 with t ≥ 2; weak: > 0 but t below; negative: ≤ 0; none: not measured. */
  reading: 'strong' | 'weak' | 'negative' | 'none';
}

/**
 * worked: a horizon strong and none negative; mixed: positive at one horizon, negative at the
 * other; weak: positive but never beyond chance; failed: negative at every horizon measured;
 * notAvailable: no horizon measured.
 */
export type SizeVerdict = 'worked' | 'mixed' | 'weak' | 'failed' | 'notAvailable';

export interface SizeRow {
  universe: IcUniverseId;
  averageCompanies: number | null;
  horizons: HorizonFigures[];
  verdict: SizeVerdict;
}

function reading(meanIc: number | null, tStat: number | null, months: number) {
  if (meanIc === null || months === 0) return 'none' as const;
  if (meanIc <= 0) return 'negative' as const;
  return tStat !== null && tStat >= T_SIGNIFICANT ? ('strong' as const) : ('weak' as const);
}

export function verdictOf(horizons: readonly HorizonFigures[]): SizeVerdict {
  const measured = horizons.filter((h) => h.reading !== 'none');
  if (measured.length === 0) return 'notAvailable';
  const negative = measured.some((h) => h.reading === 'negative');
  const positive = measured.some((h) => h.reading === 'strong' || h.reading === 'weak');
  if (negative && positive) return 'mixed';
  if (negative) return 'failed';
  return measured.some((h) => h.reading === 'strong') ? 'worked' : 'weak';
}

/**
 * The Evident Score's (fixed weights') rows per universe; universes the backtest did not measure
 * (one stored before ADR 049) are left out.
 */
export function sizeEvidence(ics: InformationCoefficients): SizeRow[] {
  return SIZE_UNIVERSES.flatMap((universe) => {
    const u = ics.universes.find((x) => x.universe === universe);
    const score = u?.signals.find((s) => s.id === 'evidentScore');
    if (!u || !score) return [];
    const horizons = ([12, 36] as const).map((horizon): HorizonFigures => {
      const h = score.horizons.find((x) => x.horizon === horizon);
      const meanIc = h?.meanIc ?? null;
      const tStat = h?.tStat ?? null;
      const months = h?.months ?? 0;
      return { horizon, meanIc, tStat, months, reading: reading(meanIc, tStat, months) };
    });
    return [
      {
        universe,
        averageCompanies: u.averageCompanies ?? null,
        horizons,
        verdict: verdictOf(horizons),
      },
    ];
  });
}
