import { useId, type HTMLAttributes, type ReactNode } from 'react';
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
  const titleId = useId();
  return (
    <Tag
      className={[styles.card, padded ? styles.padded : '', className].filter(Boolean).join(' ')}
      // A titled card is a named region (its heading names it).
      aria-labelledby={title ? titleId : undefined}
      {...props}
    >
      {title || action ? (
        <div className={styles.header}>
          <div>
            {title ? (
              <h2 id={titleId} className={styles.title}>
                {title}
              </h2>
            ) : null}
            {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
          </div>
          {action}
        </div>
      ) : null}
      {children}
    </Tag>
  );
}
