import { FREE_LIMITS, VISITOR_ANALYSES } from '@evident/contracts/plans';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadedAfterHydration } from '@/components/loaded-after-hydration';
import { Paywall } from '@/components/paywall';
import { RegionErrorBoundary } from '@/components/region-error-boundary';
import { useAuthModals } from '@/hooks/use-auth-modals';
import { useSignedIn } from '@/hooks/use-session';
import { openPricing } from '@/lib/subscription';
import { Skeleton } from '@/components/skeleton';
import { dataState, useDataStatus, waitingText } from '@/hooks/use-data-status';
import { currentLocale } from '@/i18n/i18n';
import { ApiError, isRefusal } from '@/lib/api-client';
import { companyQuery, methodologyQuery } from '../api/stock-queries';
import { FACTOR_SECTIONS } from '../sections';
import { AttributesSection, FaqSection, KpisSection, PeersSection } from './detail-sections';
import { FactorSection } from './factor-section';
import { FairValue } from './fair-value';
import { FigureNotesPanel } from './figure-notes-panel';
import { ScoreDataPanel } from './score-data-panel';
import { PriceChart, ScoreSection } from './score-section';
import { SecurityKindPanel } from './security-kind-panel';
import styles from './stock-page.module.css';
import '@/i18n/en/stock';

// Sections below the fold load on demand, to keep the company page's first JavaScript within its
// budget (apps/web/budgets.json): the actions bring the list calls and the science dialog's
// content; "what changed" (issue 22) loads only for a company whose answer has changes.
const ActionsSection = lazy(() =>
  import('./actions-section').then((m) => ({ default: m.ActionsSection })),
);
const WhatChangedSection = lazy(() =>
  import('./what-changed-section').then((m) => ({ default: m.WhatChangedSection })),
);

function Loading() {
  const { t } = useTranslation('stock');
  return (
    // As tall as the screen, so the footer does not jump when the analysis arrives.
    <div
      className={`${styles.page} ${styles.loading}`}
      aria-busy="true"
      aria-label={t('page.loading')}
    >
      <Skeleton height={56} width="40%" />
      <Skeleton height={160} />
      <Skeleton height={240} />
    </div>
  );
}

/**
 * The company analysis page (spec §2 Stock page): every section in the spec's order, each in its
 * own error boundary so one failure never blanks the page. `search` is the search box shown when
 * the ticker is unknown.
 */
export function StockPage({
  ticker,
  mobile,
  search,
}: {
  ticker: string;
  mobile: boolean;
  search: ReactNode;
}) {
  const { t } = useTranslation('stock');
  const signedIn = useSignedIn();
  const modals = useAuthModals();
  // Spec §4: the server meters every reader's companies (issue 56, ADR 059) and refuses one past
  // the allowance (403); the page shows the paywall instead, on the server's HTML as in the browser.
  const company = useQuery(companyQuery(ticker));
  const methodology = useQuery(methodologyQuery);
  const waiting = waitingText(dataState(useDataStatus().data));

  if (company.isError && isRefusal(company.error) && !signedIn) {
    // A visitor's free analyses of the month are used: the gate asks them to register.
    return (
      <Paywall
        title={t('page.visitGate.title')}
        message={`${t('page.visitGate.analysed', { count: VISITOR_ANALYSES })} ${t('page.visitGate.offer', { count: FREE_LIMITS.analysis })}`}
        primary={{ label: t('page.visitGate.signUp'), onClick: () => modals.open('signup') }}
        secondary={{ label: t('page.visitGate.signIn'), onClick: () => modals.open('login') }}
      />
    );
  }
  if (company.isError && isRefusal(company.error)) {
    // Spec §4 paywall: the plan's analyses of the month are used.
    return (
      <Paywall
        title={t('page.limit.title')}
        message={company.error.message}
        primary={{ label: t('page.limit.upgrade'), onClick: openPricing }}
      />
    );
  }
  if (company.isError) {
    const notFound = company.error instanceof ApiError && company.error.status === 404;
    if (waiting) {
      // First start: the company may simply not be loaded yet. The page refetches by itself when
      // the data lands (the layout watches the server's data version).
      return (
        <div className={styles.notFound} role="status">
          <h1 className={styles.sectionTitle}>{t('page.notReady')}</h1>
          <p className={styles.muted}>{waiting}</p>
          {search}
        </div>
      );
    }
    return (
      <div className={styles.notFound}>
        <h1 className={styles.sectionTitle}>
          {notFound ? t('page.notFound.title', { ticker }) : t('page.failed.title')}
        </h1>
        <p className={styles.muted}>{notFound ? t('page.notFound.hint') : t('page.failed.hint')}</p>
        {search}
      </div>
    );
  }
  if (company.isPending || methodology.isPending) return <Loading />;
  if (methodology.isError) {
    return <p className={styles.muted}>{t('page.methodologyFailed')}</p>;
  }
  const c = company.data;
  const m = methodology.data;
  const operating = c.listing.kind === 'operating';
  const sections = (
    <div className={styles.page}>
      <RegionErrorBoundary label={t('regions.score')}>
        <ScoreSection company={c} />
      </RegionErrorBoundary>
      <SecurityKindPanel company={c} />
      {/* A listing that is not an operating company has no attributes, factors or KPIs (ADR 046). */}
      {operating ? <ScoreDataPanel company={c} methodology={m} /> : null}
      {operating ? <FigureNotesPanel company={c} methodology={m} /> : null}
      {operating ? (
        <RegionErrorBoundary label={t('regions.attributes')}>
          <AttributesSection company={c} />
        </RegionErrorBoundary>
      ) : null}
      {(operating ? FACTOR_SECTIONS : []).map((s) => (
        <RegionErrorBoundary
          key={s.id}
          label={t('regions.section', {
            name: t(`sections.${s.factorId}.title`).toLocaleLowerCase(currentLocale()),
          })}
        >
          <FactorSection
            section={s}
            company={c}
            methodology={m}
            extra={
              s.id === 'valuation' ? (
                <FairValue company={c} />
              ) : s.id === 'momentum' ? (
                <PriceChart ticker={c.ticker} />
              ) : undefined
            }
          />
        </RegionErrorBoundary>
      ))}
      {c.changes ? (
        <RegionErrorBoundary label={t('regions.whatChanged')}>
          <LoadedAfterHydration fallback={null}>
            <WhatChangedSection changes={c.changes} />
          </LoadedAfterHydration>
        </RegionErrorBoundary>
      ) : null}
      <RegionErrorBoundary label={t('regions.faq')}>
        <FaqSection company={c} />
      </RegionErrorBoundary>
      <RegionErrorBoundary label={t('regions.actions')}>
        <LoadedAfterHydration
          fallback={
            // The buttons' row, so the sections below do not move when they arrive.
            <div className={styles.section}>
              <Skeleton height="2.5rem" />
            </div>
          }
        >
          <ActionsSection
            ticker={c.ticker}
            companyName={c.companyName}
            evidentScore={c.evidentScore}
            methodology={m}
          />
        </LoadedAfterHydration>
      </RegionErrorBoundary>
      <RegionErrorBoundary label={t('regions.alternatives')}>
        <PeersSection ticker={c.ticker} />
      </RegionErrorBoundary>
      {operating ? (
        <RegionErrorBoundary label={t('regions.kpis')}>
          <KpisSection company={c} />
        </RegionErrorBoundary>
      ) : null}
    </div>
  );
  if (!mobile) return sections;
  // Spec §2 mobile: the title is "Stock analysis" with a tab strip; only the score tab shows.
  return (
    <div>
      <p className={styles.mobileTitle} aria-hidden="true">
        {t('page.mobileTitle')}
      </p>
      <div role="tablist" aria-label={t('page.mobileTitle')} className={styles.tabStrip}>
        <button
          type="button"
          role="tab"
          aria-selected="true"
          id="stock-tab-score"
          aria-controls="stock-panel-score"
        >
          {t('page.scoreTab')}
        </button>
      </div>
      <div role="tabpanel" id="stock-panel-score" aria-labelledby="stock-tab-score">
        {sections}
      </div>
    </div>
  );
}
