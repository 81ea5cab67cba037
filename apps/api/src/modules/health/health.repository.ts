import type { Db } from '../../db/client';
import { latestSucceededRun } from '../../read-model/read-model.repository';

/** The as-of date (latest price date) of the newest succeeded score run, null before the first. */
export async function latestScoredAsOf(db: Db): Promise<string | null> {
  return (await latestSucceededRun(db))?.asOf ?? null;
}
