import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import {
  dataState,
  IMPORT_COMMAND,
  SCORE_COMMAND,
  useDataStatus,
  useRefetchWhenDataLands,
} from '@/hooks/use-data-status';
import { useHydrated } from '@/hooks/use-hydrated';
import { formatDate } from '@/lib/format';
import styles from './data-status-banner.module.css';

const DISMISSED_KEY = 'evident.staleNoticeDismissed';

function dismissedFor(): string | null {
  try {
    return sessionStorage.getItem(DISMISSED_KEY);
  } catch {
    return null;
  }
}

/**
 * The banner fixed to the bottom of the window, and a space of its height at the end of the page,
 * so that it never hides the last of the page (the footer's links): the page can scroll past it.
 * The space is added after everything else, so nothing on screen moves when it appears.
 */
function Docked({ className, children }: { className?: string; children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  const [height, setHeight] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setHeight(el.offsetHeight));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return (
    <>
      <div aria-hidden="true" style={{ height: height ? `calc(${height}px + 1rem)` : 0 }} />
      <aside ref={ref} className={className} aria-label="Data status">
        {children}
      </aside>
    </>
  );
}

/**
 * Where the data stands, on every page (issue 17): the first import and score run with their
 * progress, what to do when nothing is loaded, and a quiet notice when the prices are not
 * current. Fixed to the bottom of the window so that it never moves the page's content when it
 * appears. Pages refetch their data by themselves when a run lands.
 */
export function DataStatusBanner() {
  useRefetchWhenDataLands();
  const status = useDataStatus();
  const state = dataState(status.data);
  // Storage is read once hydrated: the server's HTML shows the notice (ADR 028).
  const hydrated = useHydrated();
  const [dismissedNow, setDismissed] = useState<string | null>(null);
  if (!state || state.kind === 'ready') return null;

  if (state.kind === 'stale') {
    const dismissed = dismissedNow ?? (hydrated ? dismissedFor() : null);
    if (dismissed === state.asOf) return null;
    return (
      <Docked className={[styles.banner, styles.quiet].join(' ')}>
        <p className={styles.text}>
          <strong>The data is not current:</strong> prices and scores are as of{' '}
          {formatDate(state.asOf)}, more than 5 trading days ago.{' '}
          {state.live
            ? 'A live source is configured; the next refresh brings them up to date.'
            : 'To refresh them, set SEC_USER_AGENT (filings) and ALPHAVANTAGE_API_KEY (prices), or replace data/market-snapshot with a newer snapshot.'}
        </p>
        <button
          type="button"
          className={styles.close}
          aria-label="Dismiss the data notice"
          onClick={() => {
            try {
              sessionStorage.setItem(DISMISSED_KEY, state.asOf);
            } catch {
              // Private mode: dismissed for this page view only.
            }
            setDismissed(state.asOf);
          }}
        >
          ×
        </button>
      </Docked>
    );
  }

  return (
    <Docked className={styles.banner}>
      {state.kind === 'working' ? (
        <div className={styles.working} role="status">
          <p className={styles.text}>
            <strong>{state.text}</strong>
            <br />
            The first start loads and scores the market data; pages fill in by themselves when it
            finishes.
          </p>
          <div
            className={styles.meter}
            role="progressbar"
            aria-label="Progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={state.percent ?? undefined}
          >
            <div className={styles.fill} style={{ width: `${state.percent ?? 0}%` }} />
          </div>
        </div>
      ) : state.kind === 'empty' ? (
        <p className={styles.text}>
          <strong>No market data is loaded, and no import is running.</strong> To load the snapshot
          shipped with Evident, stop the server, run <code>{IMPORT_COMMAND}</code>, then start it
          again (or start it without <code>MARKET_DATA_DIR=off</code> to import it automatically).
        </p>
      ) : (
        <p className={styles.text}>
          <strong>The market data is loaded but has not been scored yet.</strong> Stop the server,
          run <code>{SCORE_COMMAND}</code>, then start it again.
        </p>
      )}
    </Docked>
  );
}
