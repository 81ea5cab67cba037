import type { FactorDefinition, ScoreWeightsSource } from '@evident/contracts/methodology';
import { t } from '@/i18n/i18n';
import { formatDate, formatPercent } from './format';

/** How a factor counts in the Evident Score, in words (science modal, evidence page). */
export function factorWeightLabel(factor: Pick<FactorDefinition, 'inScore' | 'weight'>): string {
  return factor.inScore
    ? t('shell:factorWeight.inScore', { percent: formatPercent(factor.weight, { digits: 0 }) })
    : t('shell:factorWeight.beside');
}

/** Where the weights in force come from, in words (ADR 032). */
export function weightsSourceText(source: ScoreWeightsSource | undefined): string {
  if (source?.kind === 'walk-forward' && source.asOf) {
    return t('shell:factorWeight.walkForward', {
      date: formatDate(source.asOf),
      months:
        source.months === null
          ? t('shell:factorWeight.allMonths')
          : t('shell:factorWeight.months', { count: source.months }),
    });
  }
  return t('shell:factorWeight.fixed');
}
