import type { HTMLAttributes } from 'react';
import styles from './badge.module.css';

export type BadgeTone = 'neutral' | 'brand' | 'positive' | 'negative' | 'outline';

export type BadgeProps = HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone };

export function Badge({ tone = 'neutral', className, ...props }: BadgeProps) {
  return (
    <span
      className={[styles.badge, styles[tone], className].filter(Boolean).join(' ')}
      {...props}
    />
  );
}
