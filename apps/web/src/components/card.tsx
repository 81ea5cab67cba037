import type { HTMLAttributes, ReactNode } from 'react';
import styles from './card.module.css';

export type CardProps = HTMLAttributes<HTMLElement> & {
  /** Optional heading shown at the top of the card. */
  title?: ReactNode;
  subtitle?: ReactNode;
  /** Extra content at the right of the heading (a link, a badge). */
  action?: ReactNode;
  padded?: boolean;
  as?: 'section' | 'article' | 'div';
};

export function Card({
  title,
  subtitle,
  action,
  padded = true,
  as: Tag = 'section',
  className,
  children,
  ...props
}: CardProps) {
  return (
    <Tag
      className={[styles.card, padded ? styles.padded : '', className].filter(Boolean).join(' ')}
      {...props}
    >
      {title || action ? (
        <div className={styles.header}>
          <div>
            {title ? <h2 className={styles.title}>{title}</h2> : null}
            {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
          </div>
          {action}
        </div>
      ) : null}
      {children}
    </Tag>
  );
}
