import type { BacktestResult } from '@evident/engine/backtest/backtest';

/*
 * What `npm run backtest` and `npm run bench -- backtest` print of issue 25 (ADR 032): the factors'
 * and scores' information coefficients, the walk-forward line against the fixed weights with their
 * intervals and survivorship bounds, and the members of each year without a price.
 */

/** Issue 25 (ADR 032): factor ICs, the walk-forward line against the fixed one, intervals, bounds. */
export function printResearchReport(
  result: Pick<
    BacktestResult,
    | 'informationCoefficients'
    | 'walkForward'
    | 'survivorship'
    | 'missingPrices'
    | 'holdingsTotal'
    | 'buckets'
  >,
): void {
  const pct = (x: number | null | undefined) =>
    x === null || x === undefined ? 'n/a' : `${(x * 100).toFixed(1)}%`;
  const num = (x: number | null | undefined, digits = 3) =>
    x === null || x === undefined ? 'n/a' : x.toFixed(digits);
  const ic = result.informationCoefficients;
  const wf = result.walkForward;
  if (!ic || !wf) return;
  for (const u of ic.universes.filter((x) => x.universe === 'sp500' || x.universe === 'all')) {
    console.log(
      `Information coefficients, ${u.universe === 'sp500' ? 'S&P 500 members' : 'all scored companies'} (mean IC, t, share positive; in sample to ${ic.inSampleEnd} / later):`,
    );
    console.table(
      u.signals
        .filter((x) => x.kind !== 'metric')
        .map((x) => ({
          signal: x.id,
          ...Object.fromEntries(
            x.horizons.flatMap((h) => [
              [`${h.horizon} m IC`, num(h.meanIc)],
              [`${h.horizon} m t`, num(h.tStat, 1)],
              [`${h.horizon} m >0`, pct(h.positiveShare)],
            ]),
          ),
          '12 m IC in / later': `${num(x.horizons[1]!.inSample.meanIc)} / ${num(x.horizons[1]!.later.meanIc)}`,
          months: x.horizons[1]!.months,
        })),
    );
  }
  // ADR 049: the Evident Score in every universe and size band, at 12 and 36 months.
  console.log(
    'Evident Score by universe and size band (mean IC, Newey–West t, companies a month):',
  );
  console.table(
    ic.universes.map((u) => {
      const score = u.signals.find((x) => x.id === 'evidentScore');
      return {
        universe: u.universe,
        companies: num(u.averageCompanies ?? null, 0),
        ...Object.fromEntries(
          (score?.horizons ?? [])
            .filter((h) => h.horizon !== 1)
            .flatMap((h) => [
              [`${h.horizon} m IC`, num(h.meanIc)],
              [`${h.horizon} m t`, num(h.tStat, 1)],
              [`${h.horizon} m months`, h.months],
            ]),
        ),
      };
    }),
  );
  console.log(
    `Walk-forward composite from ${wf.start ?? 'never'}; weights as of ${wf.latest?.asOf ?? 'n/a'}: ${
      wf.latest
        ? Object.entries(wf.latest.weights)
            .map(([f, w]) => `${f} ${(w! * 100).toFixed(0)}%`)
            .join(', ')
        : 'none'
    }`,
  );
  const line = (label: string, g: (typeof wf.buckets)[number]) => ({
    group: label,
    CAGR: pct(g.all.cagr),
    '95% interval': g.cagrInterval
      ? `${pct(g.cagrInterval.low)} to ${pct(g.cagrInterval.high)}`
      : 'n/a',
    'hit 3y': pct(g.hitRate),
    'hit 95%': g.hitRateInterval
      ? `${pct(g.hitRateInterval.low)} to ${pct(g.hitRateInterval.high)}`
      : 'n/a',
    'missing at −50%': pct(g.cagrIfMissingLost50),
    'missing at −100%': pct(g.cagrIfMissingLost100),
  });
  console.table([
    ...wf.buckets.map((g) => line(`walk-forward ${g.id}`, g)),
    ...wf.fixedSameDates.buckets.map((g) => line(`fixed (ADR 009) ${g.id}, same dates`, g)),
    line('walk-forward D10', wf.deciles[9]!),
    line('walk-forward D1', wf.deciles[0]!),
    line('fixed D10, same dates', wf.fixedSameDates.deciles[9]!),
    line('fixed D1, same dates', wf.fixedSameDates.deciles[0]!),
    ...result.buckets.map((g) => line(`fixed ${g.id}, whole run`, g)),
  ]);
  console.log(
    `Holdings without a next price (booked at 0%; the columns above book them at −50% / −100%): ${result.missingPrices} of ${result.holdingsTotal}`,
  );
  const s = result.survivorship ?? [];
  console.log(
    `Members without a price in the data, by year: ${s.map((y) => `${y.year} ${y.withoutPrice}/${y.members}`).join(', ')}`,
  );
}
