import type { FactorDefinition } from '@evident/contracts/methodology';

/** How a factor counts in the Evident Score, in words (science modal, evidence page). */
export function factorWeightLabel(factor: Pick<FactorDefinition, 'inScore' | 'weight'>): string {
  return factor.inScore
    ? `${Math.round(factor.weight * 100)}% of the score`
    : 'shown beside the score';
}
