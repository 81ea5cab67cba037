import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CORE_FACTORS, WALK_FORWARD } from '@evident/engine/backtest/walk-forward';
import type { WalkForwardWeights } from '@evident/engine/backtest/walk-forward';
import { METHOD_VERSION } from '@evident/engine/method-version';
import { FACTOR_IDS } from '@evident/engine/scoring/factors';
import { z } from 'zod';
import { BACKTEST_DEFAULTS } from '../backtest/backtest-job';

/**
 * The walk-forward weights (ADR 032) of the shipped snapshot, learnt by its backtest and shipped
 * beside it (ADR 052), so that a fresh start scores once, with them, before its own backtest has
 * run: `npm run weights:ship` writes the file from a database that imported the snapshot; the
 * server uses it only when its key is that of the loaded data and of this code, and checks it
 * against its own backtest once that has run (a difference: a warning and a rescore).
 */
export const SHIPPED_WEIGHTS_FILE = path.join('data', 'walk-forward-weights.json');

/** What the weights depend on besides the engine's code: a file of another key is not used. */
export function shippedWeightsKey(dataVersion: string) {
  return {
    dataVersion,
    method: METHOD_VERSION,
    rule: { ...WALK_FORWARD },
    backtest: {
      start: BACKTEST_DEFAULTS.start,
      horizonMonths: BACKTEST_DEFAULTS.horizonMonths,
      benchmark: BACKTEST_DEFAULTS.benchmark,
    },
  };
}
export type ShippedWeightsKey = ReturnType<typeof shippedWeightsKey>;

const factorNumbers = z.partialRecord(z.enum(FACTOR_IDS), z.number().finite());

const shippedFile = z.object({
  key: z.object({
    dataVersion: z.string(),
    method: z.number().int(),
    rule: z.object({
      horizon: z.number(),
      window: z.number(),
      minMonths: z.number(),
      shrink: z.number(),
    }),
    backtest: z.object({
      start: z.string(),
      horizonMonths: z.number(),
      benchmark: z.string(),
    }),
  }),
  weights: z.object({
    asOf: z.string(),
    weights: factorNumbers,
    meanIcs: factorNumbers,
    months: z.number().int().positive(),
    from: z.string(),
    to: z.string(),
  }),
  /** The backtest the weights come from: when, and how long it took. */
  backtest: z.object({ id: z.number().int(), computedAt: z.string(), seconds: z.number() }),
});
export type ShippedWeightsFile = z.infer<typeof shippedFile>;

export type ShippedWeights =
  { usable: true; weights: WalkForwardWeights } | { usable: false; reason: string };

/**
 * The rule's weights from the file's mean ICs (walk-forward.ts: negatives to 0, halfway to equal),
 * so that weights the rule could not have given are refused.
 */
function ruleWeights(meanIcs: Partial<Record<string, number>>): Record<string, number> {
  const positive = CORE_FACTORS.map((f) => Math.max(0, meanIcs[f] ?? Number.NaN));
  const total = positive.reduce((a, b) => a + b, 0);
  const equal = 1 / CORE_FACTORS.length;
  return Object.fromEntries(
    CORE_FACTORS.map((f, i) => [
      f,
      (1 - WALK_FORWARD.shrink) * (total > 0 ? positive[i]! / total : equal) +
        WALK_FORWARD.shrink * equal,
    ]),
  );
}

/**
 * The shipped weights when they may be used for data of `dataVersion` with this code: the file is
 * read and checked each time (its shape, its key, and that its weights are the rule's from its
 * mean ICs); any doubt, and it is not used (the backtest then runs before the first score run).
 */
export function readShippedWeights(file: string, dataVersion: string): ShippedWeights {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return { usable: false, reason: `no ${path.basename(file)}` };
  }
  let parsed: ShippedWeightsFile;
  try {
    parsed = shippedFile.parse(JSON.parse(text));
  } catch (error) {
    return { usable: false, reason: `unreadable: ${(error as Error).message.slice(0, 200)}` };
  }
  const expected = shippedWeightsKey(dataVersion);
  if (parsed.key.dataVersion !== dataVersion) {
    return {
      usable: false,
      reason: `made for data ${parsed.key.dataVersion}, the loaded data is ${dataVersion}`,
    };
  }
  if (JSON.stringify(parsed.key) !== JSON.stringify(expected)) {
    return {
      usable: false,
      reason: `made for method ${parsed.key.method} (this code: ${METHOD_VERSION}) or another rule or backtest`,
    };
  }
  const { weights, meanIcs } = parsed.weights;
  const keys = Object.keys(weights).sort().join();
  if (keys !== [...CORE_FACTORS].sort().join()) {
    return {
      usable: false,
      reason: `weights for ${keys}, the core factors are ${CORE_FACTORS.join()}`,
    };
  }
  const expectedWeights = ruleWeights(meanIcs);
  if (CORE_FACTORS.some((f) => Math.abs(weights[f]! - expectedWeights[f]!) > 1e-12)) {
    return { usable: false, reason: 'weights that are not the rule’s from their mean ICs' };
  }
  return { usable: true, weights: parsed.weights as WalkForwardWeights };
}

/** The file's content for weights learnt by backtest `backtest` of data `dataVersion`. */
export function shippedWeightsFileOf(
  dataVersion: string,
  weights: WalkForwardWeights,
  backtest: ShippedWeightsFile['backtest'],
): ShippedWeightsFile {
  return {
    key: shippedWeightsKey(dataVersion),
    weights: weights as ShippedWeightsFile['weights'],
    backtest,
  };
}
