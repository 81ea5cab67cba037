import type { ReactNode } from 'react';
import { Button } from './button';
import { ErrorBoundary } from './error-boundary';
import { AlertIcon } from './icons';
import styles from './region-error.module.css';

export type RegionErrorBoundaryProps = {
  /** What failed, in words: "the price chart", "your watchlists". */
  label: string;
  resetKeys?: readonly unknown[];
  children: ReactNode;
};

/** An error boundary for one region of a page: the rest of the page keeps working. */
export function RegionErrorBoundary({ label, resetKeys, children }: RegionErrorBoundaryProps) {
  return (
    <ErrorBoundary
      resetKeys={resetKeys}
      onError={(error) => console.error(`Error in ${label}`, error)}
      fallback={({ reset }) => (
        <div className={styles.region} role="alert">
          <AlertIcon className={styles.icon} />
          <div className={styles.text}>
            <p className={styles.title}>We could not show {label}.</p>
            <p>The rest of the page still works. Try again, or refresh the page.</p>
            <Button variant="secondary" size="sm" onClick={reset}>
              Try again
            </Button>
          </div>
        </div>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
