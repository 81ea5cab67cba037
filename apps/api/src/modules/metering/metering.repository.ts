import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { analysisMeter } from '../../db/schema';

/** SQL of the analysis meter (issue 56, ADR 059), nothing else (the rules are in metering.service.ts). */
export function createMeteringRepository(db: Db) {
  return {
    /**
     * Counts `ticker` for `subject` in `month`, or refuses it, in one statement: true when the
     * company was already counted this month (a re-read is free) or fewer than `limit` companies
     * were (−1: no limit); false when refused. The reader's row is locked by the upsert, and its
     * condition is checked again on the row as the lock finds it, so concurrent reads of new
     * companies take the last places one at a time and never pass the limit.
     *
     * `seed`: another subject that keeps this company too when it is allowed, without a limit of
     * its own: the visitor cookie of a signed-in reader (signing out does not start a fresh
     * count), or the new cookie of a client counted by its address.
     */
    async take(
      subject: string,
      month: string,
      ticker: string,
      limit: number,
      seed?: string,
    ): Promise<boolean> {
      const upsert = sql`
        INSERT INTO ${analysisMeter} AS m (subject, month, tickers)
        VALUES (${subject}, ${month}, ARRAY[${ticker}]::text[])
        ON CONFLICT (subject, month) DO UPDATE
          SET tickers = CASE WHEN ${ticker} = ANY (m.tickers) THEN m.tickers
                             ELSE array_append(m.tickers, ${ticker}) END,
              updated_at = now()
          WHERE ${ticker} = ANY (m.tickers)
             OR ${limit}::int < 0
             OR cardinality(m.tickers) < ${limit}::int
        RETURNING 1`;
      const result = (await db.execute(
        seed === undefined
          ? sql`WITH taken AS (${upsert}) SELECT EXISTS (SELECT 1 FROM taken) AS ok`
          : sql`WITH taken AS (${upsert}), seeded AS (
                  INSERT INTO ${analysisMeter} (subject, month, tickers)
                  SELECT ${seed}, ${month}, ARRAY[${ticker}]::text[]
                  WHERE EXISTS (SELECT 1 FROM taken)
                  ON CONFLICT (subject, month) DO UPDATE
                    SET tickers = array_append(${analysisMeter}.tickers, ${ticker}), updated_at = now()
                    WHERE NOT ${ticker} = ANY (${analysisMeter}.tickers)
                )
                SELECT EXISTS (SELECT 1 FROM taken) AS ok`,
      )) as { rows: { ok: boolean }[] };
      return result.rows[0]?.ok === true;
    },

    /**
     * Deletes every reader's rows of the months before `month` (`YYYY-MM`): what the meter no
     * longer counts (ADR 059: the rows are kept for the month and the one before it). Answers how
     * many were deleted.
     */
    async forgetBefore(month: string): Promise<number> {
      const result = (await db.execute(sql`
        DELETE FROM ${analysisMeter} WHERE month < ${month} RETURNING 1`)) as { rows: unknown[] };
      return result.rows.length;
    },

    /** How many companies `subject` has analysed in `month`. */
    async used(subject: string, month: string): Promise<number> {
      const result = (await db.execute(sql`
        SELECT cardinality(tickers) AS n FROM ${analysisMeter}
        WHERE subject = ${subject} AND month = ${month}`)) as { rows: { n: number | string }[] };
      return Number(result.rows[0]?.n ?? 0);
    },
  };
}
export type MeteringRepository = ReturnType<typeof createMeteringRepository>;
