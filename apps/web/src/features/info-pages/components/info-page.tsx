import type { ReactNode } from 'react';
import { PageHeader } from '@/components/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';
import styles from './info-page.module.css';

/** The frame of the static text pages linked from the footer. */
export function InfoPage({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <article className={styles.page}>
      <PageHeader title={title} subtitle={subtitle} />
      <div className={styles.prose}>{children}</div>
    </article>
  );
}

export const infoPageStyles = styles;
