import { LIVE_HORIZONS, type LiveRecord } from '@evident/contracts/evidence';
import type { Db } from '../../db/client';
import { allLiveLists, closesOn, latestCloseDate } from './live-record.repository';

const BENCHMARK = 'SPY';

/** `iso` plus `months` calendar months (the day clamped to the month's length). */
export function addMonths(iso: string, months: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const last = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), last));
  return target.toISOString().slice(0, 10);
}

/** Whole calendar months from `from` to `to` (a month counts once its day is reached). */
export function wholeMonths(from: string, to: string): number {
  let n = 0;
  while (addMonths(from, n + 1) <= to) n += 1;
  return n;
}

/**
 * The live record (ADR 032 section 5): each kept 90+ list's equal-weight price return from its
 * date, at each horizon that has passed and up to the latest close, beside SPY's. Price returns
 * on both sides (dividends left out of both): the daily closes the product keeps are not
 * dividend-adjusted.
 */
export function createLiveRecordService(db: Db) {
  /** The closes of a list (and SPY's) on its date: read once, for every horizon. */
  async function startOf(symbols: readonly string[], from: string) {
    const [list, spy] = await Promise.all([
      closesOn(db, symbols, from),
      closesOn(db, [BENCHMARK], from),
    ]);
    return { symbols, list, spy: spy.get(BENCHMARK) };
  }

  async function returnTo(start: Awaited<ReturnType<typeof startOf>>, to: string) {
    const [end, spyEnd] = await Promise.all([
      closesOn(db, start.symbols, to),
      closesOn(db, [BENCHMARK], to),
    ]);
    const returns = start.symbols.flatMap((s) => {
      const a = start.list.get(s);
      const b = end.get(s);
      return a && b ? [b / a - 1] : [];
    });
    const s1 = spyEnd.get(BENCHMARK);
    return {
      end: to,
      listReturn: returns.length === 0 ? null : returns.reduce((x, y) => x + y, 0) / returns.length,
      spyReturn: start.spy && s1 ? s1 / start.spy - 1 : null,
      priced: returns.length,
    };
  }

  return {
    /** Changes when a list is kept or a later close arrives (the answer's cache version). */
    async version(): Promise<string> {
      const [lists, latest] = await Promise.all([allLiveLists(db), latestCloseDate(db, BENCHMARK)]);
      const last = lists.at(-1);
      return `live-${lists.length}-${last?.asOf ?? 'none'}-${last?.runId ?? 0}-${latest ?? 'none'}`;
    },
    async record(): Promise<LiveRecord> {
      const [lists, latest] = await Promise.all([allLiveLists(db), latestCloseDate(db, BENCHMARK)]);
      const out: LiveRecord['lists'] = [];
      for (const list of lists) {
        const start = await startOf(list.symbols, list.asOf);
        const horizons: LiveRecord['lists'][number]['horizons'] = [];
        for (const months of LIVE_HORIZONS) {
          const end = addMonths(list.asOf, months);
          if (latest === null || end > latest) break;
          horizons.push({ months, ...(await returnTo(start, end)) });
        }
        out.push({
          asOf: list.asOf,
          kind: list.kind,
          companies: list.symbols.length,
          horizons,
          sinceThen: latest !== null && latest > list.asOf ? await returnTo(start, latest) : null,
        });
      }
      const since = lists[0]?.asOf ?? null;
      return {
        horizons: [...LIVE_HORIZONS],
        since,
        latestPrice: latest,
        monthsSince: since && latest ? wholeMonths(since, latest) : null,
        lists: out,
      };
    },
  };
}
export type LiveRecordService = ReturnType<typeof createLiveRecordService>;
