import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClassName } from '@/components/button';
import { AlertIcon } from '@/components/icons';
import { IframeModal } from '@/components/iframe-modal';
import { useBreakpoint } from '@/hooks/use-breakpoint';
import { usePublicConfig } from '@/hooks/use-public-config';
import { reportClientError } from '../api/report-client-error';
import { describeError } from '../describe-error';
import styles from './error-screen.module.css';

export type ErrorScreenProps = {
  error: unknown;
  /** Renders the failed part again; "Try Again" appears only when this exists. */
  reset?: () => void;
};

/**
 * Spec §2 "Error screen", shown on uncaught errors. It works outside the router (plain link home)
 * so the root error boundary can use it too.
 */
export function ErrorScreen({ error, reset }: ErrorScreenProps) {
  const { t } = useTranslation('shell');
  const breakpoint = useBreakpoint();
  const variant = breakpoint === 'mobile' ? 'mobile' : 'desktop';
  const [showDetails, setShowDetails] = useState(false);
  const [reporting, setReporting] = useState(false);
  const detailsId = useId();
  const details = describeError(error);
  const config = usePublicConfig();

  // The note below says the team has been notified: this is the notification.
  useEffect(() => {
    void reportClientError(error, window.location.pathname);
  }, [error]);

  return (
    <div className={[styles.screen, styles[variant]].join(' ')} data-variant={variant}>
      <div className={styles.panel}>
        <span className={styles.badge} aria-hidden="true">
          <AlertIcon size={26} />
        </span>
        <h1 className={styles.title}>{t('errorScreen.title')}</h1>
        <p className={styles.lead}>{t('errorScreen.lead')}</p>
        <p className={styles.note}>{t('errorScreen.note')}</p>

        <div className={styles.actions}>
          {reset ? (
            <Button onClick={reset} size={variant === 'mobile' ? 'lg' : 'md'}>
              {t('errorScreen.tryAgain')}
            </Button>
          ) : null}
          <a
            href="/"
            className={buttonClassName(
              reset ? 'secondary' : 'primary',
              variant === 'mobile' ? 'lg' : 'md',
            )}
          >
            {t('errorScreen.goHome')}
          </a>
          <Button
            variant="secondary"
            size={variant === 'mobile' ? 'lg' : 'md'}
            onClick={() => setReporting(true)}
            aria-haspopup="dialog"
          >
            {t('errorScreen.report')}
          </Button>
        </div>

        <div className={styles.details}>
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={showDetails}
            aria-controls={detailsId}
            onClick={() => setShowDetails((open) => !open)}
          >
            {showDetails ? t('errorScreen.hideDetails') : t('errorScreen.showDetails')}
          </button>
          {showDetails ? (
            <div id={detailsId} className={styles.detailsBody}>
              <dl className={styles.facts}>
                <dt>{t('errorScreen.error')}</dt>
                <dd>{details.name}</dd>
                <dt>{t('errorScreen.message')}</dt>
                <dd>{details.message}</dd>
              </dl>
              {variant === 'desktop' && details.stack ? (
                <pre className={styles.stack} data-testid="error-stack">
                  {details.stack}
                </pre>
              ) : null}
            </div>
          ) : null}
        </div>
      </div>

      <IframeModal
        open={reporting}
        onClose={() => setReporting(false)}
        title={t('errorScreen.reportTitle')}
        src={config.data?.forms['bug-report']}
        error={config.isError ? t('errorScreen.reportFailed') : null}
        fullScreen
      />
    </div>
  );
}
