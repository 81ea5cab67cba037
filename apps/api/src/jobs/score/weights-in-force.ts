import type { ScoreWeightsSource } from '@evident/contracts/methodology';
import { presetsVersion } from '@evident/engine/screening/presets';
import { COMPOSITE_WEIGHTS, type CompositeWeights } from '@evident/engine/scoring/factors';
import type { Db } from '../../db/client';
import type { ScoreRunParams } from '../../db/schema';
import {
  latestWalkForwardWeights,
  presetsVersionOf,
} from '../../modules/evidence/backtest-runs.repository';
import { latestDataImport } from '../../read-model/import-runs.repository';
import { readShippedWeights } from './shipped-weights';

export interface WeightsInForce {
  compositeWeights: CompositeWeights;
  source: ScoreWeightsSource;
  /**
   * Whether they are the loaded data's own: from a backtest of these data and this method, or
   * shipped for them (ADR 052). False: a fresh start learns them (backtest) before scoring.
   */
  current: boolean;
}

const FIXED: WeightsInForce = {
  compositeWeights: COMPOSITE_WEIGHTS,
  source: { kind: 'fixed', asOf: null, months: null, backtestId: null },
  current: false,
};

/**
 * The composite weights a score run uses (ADR 032): the walk-forward rule's, as of the latest
 * backtest's last month end — that of the loaded data when it has one; else those shipped with
 * the snapshot for these data and this method (ADR 052, `shippedFile`); else an earlier data's
 * backtest's; ADR 009's fixed weights until any exists.
 */
export async function weightsInForce(
  db: Db,
  options: { shippedFile?: string | undefined } = {},
): Promise<WeightsInForce> {
  const latest = await latestWalkForwardWeights(db);
  const data = await latestDataImport(db);
  const fromBacktest = (current: boolean): WeightsInForce => ({
    compositeWeights: latest!.weights.weights,
    source: {
      kind: 'walk-forward',
      asOf: latest!.weights.asOf,
      months: latest!.weights.months,
      backtestId: latest!.backtestId,
    },
    current,
  });
  if (
    latest &&
    data &&
    latest.dataVersion === data.dataVersion &&
    (await presetsVersionOf(db, latest.backtestId)) === presetsVersion()
  ) {
    return fromBacktest(true);
  }
  if (data?.dataVersion && options.shippedFile) {
    const shipped = readShippedWeights(options.shippedFile, data.dataVersion);
    if (shipped.usable) {
      return {
        compositeWeights: shipped.weights.weights,
        source: {
          kind: 'walk-forward',
          asOf: shipped.weights.asOf,
          months: shipped.weights.months,
          backtestId: null,
          shipped: true,
        },
        current: true,
      };
    }
  }
  return latest ? fromBacktest(false) : FIXED;
}

/** The weights a stored run used (runs before ADR 032 recorded the fixed ones, or nothing). */
export function weightsOfRun(params: ScoreRunParams): CompositeWeights {
  return params.compositeWeights ?? COMPOSITE_WEIGHTS;
}

/** Whether two sets of weights are the same (to the 12th decimal). */
export function sameWeights(a: CompositeWeights, b: CompositeWeights): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof CompositeWeights>;
  return [...keys].every((k) => Math.abs((a[k] ?? 0) - (b[k] ?? 0)) < 1e-12);
}
