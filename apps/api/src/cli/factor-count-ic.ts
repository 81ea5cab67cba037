// Research for ADR 047 (issue 52, rule 2): the information coefficient of the Evident Score when
// it needs at least 3, 4 or 5 of the five core factors.
//
//   DATA_DIR=… node --import tsx apps/api/src/cli/factor-count-ic.ts [-- --start 2010-12-31 --step 1]
//
// At each month end (every `--step` months) from `--start` to the last month with a 12-month
// forward return, every company's metrics are computed point in time (as the backtest does),
// ranked (factors as in the score run), and the composite is formed with each minimum. Its
// Spearman IC with the next 12 and 36 months' total returns (dividend-adjusted month-end closes)
// is summarised with a Newey–West t (lag h − 1), over all companies and over S&P 500 members at
// the date. "only 3" = the companies a 4-factor rule leaves out (exactly 3 factors), ranked
// among themselves. Read-only: the database is opened and nothing is written.
import { parseArgs } from 'node:util';
import {
  crossSectionIcs,
  summariseIcs,
  type IcSummary,
} from '@evident/engine/backtest/information-coefficients';
import { prepareCompany, type PreparedCompany } from '@evident/engine/metrics/prepare';
import { compositeValue } from '@evident/engine/scoring/composite';
import {
  COMPOSITE_WEIGHTS,
  SCORE_METRIC_IDS,
  type FactorId,
} from '@evident/engine/scoring/factors';
import { monthEnds, universeMember } from '@evident/engine/scoring/score-run';
import { scoreUniverse } from '@evident/engine/scoring/score-universe';
import { parseEnv } from '../config/env';
import { openDatabase } from '../db/client';
import { databaseOptionsFromEnv } from '../db/from-env';
import { allSp500Membership } from '../data/sp500-membership.repository';
import { loadUniverseBatches } from '../read-model/universe.repository';

const HORIZONS = [12, 36] as const;
const SIGNALS = ['at least 3', 'at least 4', 'all 5', 'only 3'] as const;
const CORE = Object.keys(COMPOSITE_WEIGHTS) as FactorId[];

const monthKey = (iso: string) => Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7)) - 1;

interface Company {
  prepared: PreparedCompany;
  /** month key → total-return close (else close). */
  prices: Map<number, number>;
}

function forwardReturn(c: Company, month: number, h: number): number {
  const a = c.prices.get(month);
  const b = c.prices.get(month + h);
  return a !== undefined && b !== undefined ? b / a - 1 : Number.NaN;
}

async function main() {
  const { values } = parseArgs({
    options: { start: { type: 'string' }, step: { type: 'string' } },
    strict: true,
  });
  const start = values.start ?? '2010-12-31';
  const step = Math.max(1, Number(values.step ?? 1));
  const database = await openDatabase(databaseOptionsFromEnv(parseEnv(process.env)));
  try {
    const membership = new Map<string, { start: string; end: string | null }[]>();
    for (const m of await allSp500Membership(database.db)) {
      const list = membership.get(m.symbol) ?? [];
      list.push({ start: m.startDate, end: m.endDate });
      membership.set(m.symbol, list);
    }
    const companies: Company[] = [];
    let lastMonth = 0;
    await loadUniverseBatches(database.db, { dailyFrom: '9999-12-31', batchSize: 64 }, (batch) => {
      for (const company of batch) {
        const prices = new Map<number, number>();
        for (const p of company.monthlyPrices) {
          const price = p.adjClose !== null && p.adjClose > 0 ? p.adjClose : p.close;
          if (price !== null && price > 0) prices.set(monthKey(p.monthEnd), price);
        }
        for (const k of prices.keys()) lastMonth = Math.max(lastMonth, k);
        companies.push({ prepared: prepareCompany(company), prices });
      }
    });
    const endKey = lastMonth - 12;
    const end = `${Math.floor(endKey / 12)}-${String((endKey % 12) + 1).padStart(2, '0')}-28`;
    const dates = monthEnds(start, end).filter((_, i) => i % step === 0);
    console.log(
      `${companies.length} companies, ${dates.length} dates ${dates[0]} … ${dates.at(-1)}`,
    );
    const series = new Map<string, { date: string; ic: number | null }[]>();
    const counts = new Map<string, number[]>();
    const push = (key: string, date: string, ic: number | null) => {
      const list = series.get(key) ?? [];
      list.push({ date, ic });
      series.set(key, list);
    };
    const t0 = performance.now();
    for (const [d, asOf] of dates.entries()) {
      const members: { company: Company; input: ReturnType<typeof universeMember> }[] = [];
      for (const company of companies) {
        const input = universeMember(company.prepared, asOf, false);
        if (input) members.push({ company, input });
      }
      const scores = scoreUniverse(
        members.map((m) => m.input!.input),
        SCORE_METRIC_IDS,
        undefined,
        COMPOSITE_WEIGHTS,
        { detail: false },
      );
      const n = members.length;
      const signals = SIGNALS.map(() => new Float64Array(n).fill(Number.NaN));
      scores.forEach((s, i) => {
        const valueOf = (f: FactorId) => s.factors[f].value;
        const present = CORE.filter((f) => valueOf(f) !== null).length;
        const at = (min: number) => compositeValue(valueOf, COMPOSITE_WEIGHTS, min) ?? Number.NaN;
        signals[0]![i] = at(3);
        signals[1]![i] = at(4);
        signals[2]![i] = at(5);
        signals[3]![i] = present === 3 ? at(3) : Number.NaN;
      });
      const month = monthKey(asOf);
      const returns = HORIZONS.map((h) =>
        Float64Array.from(members, (m) => forwardReturn(m.company, month, h)),
      );
      const inSp = members.map((m) =>
        (membership.get(m.input!.input.symbol) ?? []).some(
          (p) => p.start <= asOf && (p.end === null || p.end >= asOf),
        ),
      );
      const only = (a: Float64Array) => a.map((x, i) => (inSp[i] ? x : Number.NaN));
      for (const [k, sig] of signals.entries()) {
        for (const [universe, values] of [
          ['all', sig],
          ['sp500', only(sig)],
        ] as const) {
          const key = `${universe}|${SIGNALS[k]!}`;
          const c = counts.get(key) ?? [];
          c.push(values.filter(Number.isFinite).length);
          counts.set(key, c);
        }
      }
      const all = crossSectionIcs(signals, returns);
      const sp = crossSectionIcs(signals.map(only), returns.map(only));
      SIGNALS.forEach((name, k) =>
        HORIZONS.forEach((h, j) => {
          push(`all|${name}|${h}`, asOf, all[k]![j]!);
          push(`sp500|${name}|${h}`, asOf, sp[k]![j]!);
        }),
      );
      if (d % 12 === 0)
        console.log(`${asOf}: ${n} companies, ${((performance.now() - t0) / 1000).toFixed(0)} s`);
    }
    const fmt = (x: number | null, digits: number) => (x === null ? 'n/a' : x.toFixed(digits));
    for (const universe of ['all', 'sp500'] as const) {
      console.log(
        `\nInformation coefficient of the composite by the factors it needs — ${universe === 'all' ? 'all companies' : 'S&P 500 members'}:`,
      );
      console.table(
        SIGNALS.map((name) => {
          const row: Record<string, string | number> = { rule: name };
          const c = counts.get(`${universe}|${name}`)!;
          row['companies/month'] = Math.round(c.reduce((a, b) => a + b, 0) / c.length);
          for (const h of HORIZONS) {
            const s: IcSummary = summariseIcs(series.get(`${universe}|${name}|${h}`)!, h, end);
            row[`${h} m IC`] = fmt(s.meanIc, 4);
            row[`${h} m t`] = fmt(s.tStat, 2);
            row[`${h} m months`] = s.months;
          }
          return row;
        }),
      );
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
