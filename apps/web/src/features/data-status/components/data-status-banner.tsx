import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('shell');
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
      <aside ref={ref} className={className} aria-label={t('dataStatus.label')}>
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
  const { t } = useTranslation('shell');
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
      <StaleNotice
        asOf={state.asOf}
        live={state.live}
        onDismiss={() => {
          try {
            sessionStorage.setItem(DISMISSED_KEY, state.asOf);
          } catch {
            // Private mode: dismissed for this page view only.
          }
          setDismissed(state.asOf);
        }}
      />
    );
  }

  return (
    <Docked className={styles.banner}>
      {state.kind === 'working' ? (
        <div className={styles.working} role="status">
          <p className={styles.text}>
            <strong>{state.text}</strong>
            <br />
            {t('dataStatus.working')}
          </p>
          <div
            className={styles.meter}
            role="progressbar"
            aria-label={t('dataStatus.progress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={state.percent ?? undefined}
          >
            <div className={styles.fill} style={{ width: `${state.percent ?? 0}%` }} />
          </div>
        </div>
      ) : state.kind === 'empty' ? (
        <p className={styles.text}>
          <strong>{t('dataStatus.empty')}</strong>{' '}
          <Trans
            t={t}
            i18nKey="dataStatus.emptyHow"
            values={{ command: IMPORT_COMMAND, off: 'MARKET_DATA_DIR=off' }}
            components={{ code: <code /> }}
          />
        </p>
      ) : (
        <p className={styles.text}>
          <strong>{t('dataStatus.unscored')}</strong>{' '}
          <Trans
            t={t}
            i18nKey="dataStatus.unscoredHow"
            values={{ command: SCORE_COMMAND }}
            components={{ code: <code /> }}
          />
        </p>
      )}
    </Docked>
  );
}

/**
 * The quiet notice that the prices are not current. On a phone it is one line (issue 53): the
 * sentence cut with an ellipsis, a button that shows it whole (tapping the line does too) and the
 * dismiss button; wider screens show it whole, and the expand button is not there. The collapse
 * is CSS (a media query), so the server's HTML and the first render agree at every width.
 */
function StaleNotice({
  asOf,
  live,
  onDismiss,
}: {
  asOf: string;
  live: boolean;
  onDismiss: () => void;
}) {
  const { t } = useTranslation('shell');
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  return (
    <Docked
      className={[styles.banner, styles.quiet, expanded ? styles.expanded : styles.collapsed].join(
        ' ',
      )}
    >
      {/* A tap on the line expands it: a pointer's shortcut to the button beside it. */}
      <p id={textId} className={styles.text} onClick={() => setExpanded(true)}>
        <Trans
          t={t}
          i18nKey="dataStatus.stale"
          values={{ date: formatDate(asOf) }}
          components={{ strong: <strong /> }}
        />{' '}
        {live
          ? t('dataStatus.staleLive')
          : t('dataStatus.staleOffline', {
              filingsKey: 'SEC_USER_AGENT',
              pricesKey: 'ALPHAVANTAGE_API_KEY',
              snapshotDir: 'data/market-snapshot',
            })}
      </p>
      <button
        type="button"
        className={[styles.close, styles.toggle].join(' ')}
        aria-expanded={expanded}
        aria-controls={textId}
        aria-label={t('dataStatus.expand')}
        onClick={() => setExpanded((e) => !e)}
      >
        <span aria-hidden="true" className={styles.chevron} />
      </button>
      <button
        type="button"
        className={styles.close}
        aria-label={t('dataStatus.dismiss')}
        onClick={onDismiss}
      >
        ×
      </button>
    </Docked>
  );
}
