import { useEffect, useState } from 'react';
import { subscriptionResult, type SubscriptionResult } from '@evident/contracts/payments';
import { paidPlanOf } from '@evident/contracts/plans';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Modal } from '@/components/modal';
import { UsageBars } from '@/components/usage-bars';
import { useSignedIn } from '@/hooks/use-session';
import { openPricing, subscriptionQuery } from '@/lib/subscription';
import styles from './billing.module.css';
import { planTitle } from './plan-title';
import { trackPlanCode } from '../plan-events';
import '@/i18n/en/account';

/** How long before the return a refusal still counts as this payment's (clocks differ). */
const REFUSAL_WINDOW_MS = 15 * 60_000;

/** Reads the `subscription` query parameter (spec §2: base64-encoded JSON); null when invalid. */
export function readSubscriptionResult(param: string): SubscriptionResult | null {
  try {
    const parsed = subscriptionResult.safeParse(JSON.parse(atob(param)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The subscription-result modal (spec §2), opened from checkout's return URL. The URL only says
 * how checkout ended; the plan shown is the server's, fetched again until the payment provider's
 * event has arrived (a few seconds at most).
 */
export function SubscriptionResultModal({
  result,
  onClose,
}: {
  result: SubscriptionResult;
  onClose: () => void;
}) {
  const { t } = useTranslation('account');
  const signedIn = useSignedIn();
  const wanted = result.status === 'success' ? (result.plan ?? null) : null;
  const [openedAt] = useState(() => Date.now());
  // ADR 060: the provider's webhook refused this payment (a second subscription): cancelled at
  // once and refunded. Refusals from before this return are another checkout's.
  const refusedNow = (refused: { plan: string; at: string } | null | undefined) =>
    wanted !== null &&
    refused != null &&
    refused.plan === paidPlanOf(wanted)?.code &&
    Date.parse(refused.at) > openedAt - REFUSAL_WINDOW_MS;
  const sub = useQuery({
    ...subscriptionQuery,
    enabled: signedIn,
    // Until the webhook has landed, ask again every 2 s.
    refetchInterval: (q) =>
      wanted &&
      q.state.data?.subscription.plan !== paidPlanOf(wanted)?.code &&
      !refusedNow(q.state.data?.subscription.refusedPayment)
        ? 2000
        : 60_000,
  });
  const plan = sub.data?.subscription.plan ?? null;
  const refused = result.status === 'refused' || refusedNow(sub.data?.subscription.refusedPayment);
  const active = !refused && wanted !== null && plan === paidPlanOf(wanted)?.code;
  // Spec §3: the plan event once the subscription is in force (the webhook has landed).
  useEffect(() => {
    if (active && wanted) trackPlanCode('subscription_completed', wanted);
  }, [active, wanted]);
  const wantedTitle = wanted && paidPlanOf(wanted) ? planTitle(wanted, t) : null;

  if (refused) {
    return (
      <Modal
        open
        onOpenChange={(o) => (o ? null : onClose())}
        title={t('result.refusedTitle')}
        size="sm"
      >
        <div className={styles.stack} role="status">
          <p className={styles.muted}>{t('result.refusedText')}</p>
          <div className={styles.actions}>
            <Button onClick={onClose}>{t('continueExploring')}</Button>
          </div>
        </div>
      </Modal>
    );
  }
  if (result.status === 'cancelled') {
    return (
      <Modal
        open
        onOpenChange={(o) => (o ? null : onClose())}
        title={t('result.cancelledTitle')}
        size="sm"
      >
        <div className={styles.stack}>
          <p className={styles.muted}>{t('result.cancelledText')}</p>
          <div className={styles.actions}>
            <Button
              onClick={() => {
                onClose();
                openPricing();
              }}
            >
              {t('result.seePlans')}
            </Button>
            <Button variant="secondary" onClick={onClose}>
              {t('continueExploring')}
            </Button>
          </div>
        </div>
      </Modal>
    );
  }
  return (
    <Modal
      open
      onOpenChange={(o) => (o ? null : onClose())}
      title={active ? t('result.welcome', { plan: wantedTitle }) : t('result.received')}
      size="sm"
    >
      <div className={styles.stack} aria-live="polite">
        {active ? (
          <>
            <p className={styles.muted}>{t('result.active')}</p>
            {sub.data ? <UsageBars usage={sub.data.usage} /> : null}
          </>
        ) : (
          <p className={styles.muted}>
            {wantedTitle
              ? t('result.activating', { plan: wantedTitle })
              : t('result.activatingPaid')}
          </p>
        )}
        <div className={styles.actions}>
          <Button onClick={onClose}>{t('continueExploring')}</Button>
        </div>
      </div>
    </Modal>
  );
}

/** The modal for a `subscription` parameter; nothing for a parameter that is not a result. */
export function SubscriptionResultFromParam({
  param,
  onClose,
}: {
  param: string;
  onClose: () => void;
}) {
  const result = readSubscriptionResult(param);
  return result ? <SubscriptionResultModal result={result} onClose={onClose} /> : null;
}
