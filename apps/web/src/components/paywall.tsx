import type { ReactNode } from 'react';
import { Button } from './button';
import styles from './paywall.module.css';

/**
 * The paywall (spec §4): shown instead of an analysis when the visitor has used the free
 * analyses (signed out: asked to register) or the plan's monthly limit (signed in: to upgrade).
 */
export function Paywall({
  title,
  message,
  primary,
  secondary,
}: {
  title: string;
  message: ReactNode;
  primary: { label: string; onClick: () => void };
  secondary?: { label: string; onClick: () => void };
}) {
  return (
    <section className={styles.paywall} aria-labelledby="paywall-title" role="region">
      <h1 id="paywall-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.message}>{message}</p>
      <div className={styles.actions}>
        <Button size="lg" onClick={primary.onClick}>
          {primary.label}
        </Button>
        {secondary ? (
          <Button size="lg" variant="secondary" onClick={secondary.onClick}>
            {secondary.label}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
