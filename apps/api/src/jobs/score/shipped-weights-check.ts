import type { Database } from '../../db/client';
import { latestWalkForwardWeights } from '../../modules/evidence/backtest-runs.repository';
import { latestDataImport } from '../../read-model/import-runs.repository';
import { latestSucceededRun } from '../../read-model/read-model.repository';
import { readShippedWeights } from './shipped-weights';
import { sameWeights, weightsInForce, weightsOfRun } from './weights-in-force';

/** Logged when this installation's backtest does not confirm the shipped weights (ADR 052). */
export const SHIPPED_WEIGHTS_DIFFER =
  'the walk-forward weights shipped for these data differ from those their backtest learnt here: the data is scored again with the learnt ones; data/walk-forward-weights.json is out of date (regenerate it: npm run weights:ship)';

/**
 * Once the loaded data's own backtest has run: the shipped weights for these data (ADR 052) and
 * the backtest's, when they differ (the file is out of date with the code: an engine change that
 * did not raise METHOD_VERSION, or a file edited by hand); null when they agree or none apply.
 */
export async function shippedWeightsDiffer(
  database: Database,
  file: string,
): Promise<{ shipped: object; learnt: object } | null> {
  const data = await latestDataImport(database.db);
  if (!data?.dataVersion) return null;
  const shipped = readShippedWeights(file, data.dataVersion);
  if (!shipped.usable) return null;
  const learnt = await latestWalkForwardWeights(database.db);
  if (!learnt || learnt.dataVersion !== data.dataVersion) return null;
  return sameWeights(shipped.weights.weights, learnt.weights.weights)
    ? null
    : { shipped: shipped.weights.weights, learnt: learnt.weights.weights };
}

/** Whether the latest score run used the weights in force now (no rescore is needed for them). */
export async function scoredWithWeightsInForce(
  database: Database,
  shippedFile: string,
): Promise<boolean> {
  const run = await latestSucceededRun(database.db);
  if (!run) return false;
  const inForce = await weightsInForce(database.db, { shippedFile });
  return sameWeights(weightsOfRun(run.params), inForce.compositeWeights);
}
