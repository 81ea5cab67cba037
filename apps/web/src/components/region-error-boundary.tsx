import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { ErrorBoundary } from './error-boundary';
import { AlertIcon } from './icons';
import styles from './region-error.module.css';

export type RegionErrorBoundaryProps = {
  /** What failed, in words of the interface's language: "the price chart", "your watchlists". */
  label: string;
  resetKeys?: readonly unknown[];
  children: ReactNode;
};

function RegionError({ label, reset }: { label: string; reset: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.region} role="alert">
      <AlertIcon className={styles.icon} />
      <div className={styles.text}>
        <p className={styles.title}>{t('regionError.title', { label })}</p>
        <p>{t('regionError.rest')}</p>
        <Button variant="secondary" size="sm" onClick={reset}>
          {t('regionError.tryAgain')}
        </Button>
      </div>
    </div>
  );
}

/** An error boundary for one region of a page: the rest of the page keeps working. */
export function RegionErrorBoundary({ label, resetKeys, children }: RegionErrorBoundaryProps) {
  return (
    <ErrorBoundary
      resetKeys={resetKeys}
      onError={(error) => console.error(`Error in ${label}`, error)}
      fallback={({ reset }) => <RegionError label={label} reset={reset} />}
    >
      {children}
    </ErrorBoundary>
  );
}
