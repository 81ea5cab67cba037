import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { AuthModalsProvider } from '@/features/auth/components/auth-modals-provider';
import { BillingModals } from '@/features/billing/components/billing-modals';
import { ConsentManager } from '@/features/consent/components/consent-manager';
import { DataStatusBanner } from '@/features/data-status/components/data-status-banner';
import { FeedbackFormsProvider } from '@/features/shell/components/feedback-forms';
import { FeedbackRail } from '@/features/shell/components/feedback-rail';
import { MainNav } from '@/features/shell/components/main-nav';
import { SiteFooter } from '@/features/shell/components/site-footer';
import { StockSearch } from '@/features/search/components/stock-search';
import { HEADER_DEBOUNCE_MS, HEADER_RESULTS } from '@/features/search/search-results';
import { SiteHeader } from '@/features/shell/components/site-header';
import { useBreakpoint } from '@/hooks/use-breakpoint';
import { useRecordVisits } from '@/hooks/use-first-visit';
import { useScrollOnNavigate } from '@/hooks/use-scroll-on-navigate';
import { ForcedRenderError } from './forced-render-error';
import { NavigationProgress } from './navigation-progress';
import styles from './layout.module.css';

/** The frame of every page: header, menu, content, footer, feedback links (spec §2). */
export function Layout() {
  const { t } = useTranslation('shell');
  const breakpoint = useBreakpoint();
  useRecordVisits();
  useScrollOnNavigate();
  const mobile = breakpoint === 'mobile';

  return (
    <AuthModalsProvider>
      <FeedbackFormsProvider>
        <ForcedRenderError />
        <NavigationProgress />
        <a href="#main" className={styles.skip}>
          {t('layout.skipToContent')}
        </a>
        <div className={styles.shell} data-breakpoint={breakpoint}>
          <SiteHeader
            search={
              <StockSearch
                label={t('search.label')}
                debounceMs={HEADER_DEBOUNCE_MS}
                maxResults={HEADER_RESULTS}
              />
            }
          />
          <div className={styles.body}>
            {mobile ? null : <MainNav variant={breakpoint === 'desktop' ? 'side' : 'rail'} />}
            <div className={styles.column}>
              <main id="main" className={styles.main} tabIndex={-1}>
                <Outlet />
              </main>
              <SiteFooter showFeedbackLinks={mobile} />
            </div>
            {mobile ? null : <FeedbackRail />}
          </div>
          {mobile ? <MainNav variant="bottom" /> : null}
        </div>
        <DataStatusBanner />
        <BillingModals />
        <ConsentManager />
      </FeedbackFormsProvider>
    </AuthModalsProvider>
  );
}
