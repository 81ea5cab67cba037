import type { FactorDefinition, ScoreWeightsSource } from '@evident/contracts/methodology';
import { formatDate } from './format';

/** How a factor counts in the Evident Score, in words (science modal, evidence page). */
export function factorWeightLabel(factor: Pick<FactorDefinition, 'inScore' | 'weight'>): string {
  return factor.inScore
    ? `${Math.round(factor.weight * 100)}% of the score`
    : 'shown beside the score';
}

/** Where the weights in force come from, in words (ADR 032). */
export function weightsSourceText(source: ScoreWeightsSource | undefined): string {
  if (source?.kind === 'walk-forward' && source.asOf) {
    return `The factor weights are learnt from the past by a rule fixed in advance (ADR 032): as of ${formatDate(source.asOf)}, from ${source.months ?? 'the'} months of results known by then, each factor weighted by how well it ranked 12-month returns, halfway toward equal weights.`;
  }
  return 'The factor weights are the fixed ones of ADR 009, revised after seeing the backtest; the weights learnt by the walk-forward rule replace them once the backtest has run.';
}
