import type { ReactNode } from 'react';
import styles from './page-header.module.css';

export type PageHeaderProps = { title: ReactNode; subtitle?: ReactNode };

/** The one `<h1>` of a page, with an optional subtitle. */
export function PageHeader({ title, subtitle }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>{title}</h1>
      {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
    </header>
  );
}
