import type { Evidence, InformationCoefficients } from '@evident/contracts/evidence';
import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { backtestRuns, type BacktestCaveat } from '../../db/schema';

/** A stored backtest as the evidence module reads it: its caveats as codes, or older sentences. */
export type StoredEvidence = Omit<Evidence, 'caveats'> & {
  caveatCodes?: BacktestCaveat[];
  caveats?: string[];
};

/** The latest stored backtest in the evidence shape (its caveats not yet written), or null. */
export async function latestEvidence(db: Db): Promise<StoredEvidence | null> {
  const [row] = await db.select().from(backtestRuns).orderBy(desc(backtestRuns.id)).limit(1);
  if (!row) return null;
  const ics = row.result.informationCoefficients;
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    dataVersion: row.dataVersion,
    seconds: row.seconds,
    params: row.params,
    ...row.result,
    fairValue: row.result.fairValue ?? null,
    // Each metric's ICs are served on their own (`latestInformationCoefficients`).
    informationCoefficients: ics
      ? {
          ...ics,
          universes: ics.universes.map((u) => ({
            ...u,
            signals: u.signals.filter((x) => x.kind !== 'metric'),
          })),
        }
      : null,
    walkForward: row.result.walkForward ?? null,
    survivorship: row.result.survivorship ?? null,
  };
}

/** Every signal's ICs of the latest backtest (null before one, or when it has none). */
export async function latestInformationCoefficients(db: Db) {
  const [row] = await db
    .select({
      id: backtestRuns.id,
      createdAt: backtestRuns.createdAt,
      ics: sql<InformationCoefficients | null>`${backtestRuns.result} -> 'informationCoefficients'`,
    })
    .from(backtestRuns)
    .orderBy(desc(backtestRuns.id))
    .limit(1);
  if (!row?.ics) return null;
  return { backtestId: row.id, createdAt: row.createdAt.toISOString(), ics: row.ics };
}

/** The id of the latest stored backtest (a one-row index read), or null. */
export async function latestBacktestId(db: Db): Promise<number | null> {
  const [row] = await db
    .select({ id: backtestRuns.id })
    .from(backtestRuns)
    .orderBy(desc(backtestRuns.id))
    .limit(1);
  return row?.id ?? null;
}
