import { scoreBand } from '@evident/contracts/score-bands';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './score-badge.module.css';

export type ScoreBadgeProps = {
  /** An Evident Score from 0 to 100. */
  score: number;
  showLabel?: boolean;
  size?: 'md' | 'lg';
};

/**
 * An Evident Score with its colour band (spec §2). The number stays dark on a tint of the band
 * colour so it reads at any band; the label says the band in words for those who cannot see it.
 */
export function ScoreBadge({ score, showLabel = false, size = 'md' }: ScoreBadgeProps) {
  const { t } = useTranslation();
  const band = scoreBand(score);
  const label = t(`scoreBands.${band.id}`);
  const rounded = Math.round(Math.min(100, Math.max(0, score)));
  return (
    <span
      className={[styles.badge, size === 'lg' ? styles.lg : ''].filter(Boolean).join(' ')}
      style={{ '--band': `var(--score-${band.id})` } as CSSProperties}
      data-band={band.id}
      role="img"
      aria-label={t('scoreBadge.label', { score: rounded, band: label })}
    >
      <span className={styles.dot} aria-hidden="true" />
      <span aria-hidden="true">{rounded}</span>
      {showLabel ? (
        <span className={styles.label} aria-hidden="true">
          {label}
        </span>
      ) : null}
    </span>
  );
}
