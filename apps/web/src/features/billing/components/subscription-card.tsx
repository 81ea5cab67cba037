import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { toast } from '@/components/toast';
import { useStoredUser } from '@/hooks/use-stored-user';
import { formatDate, formatMoney, notAvailable } from '@/lib/format';
import { openPricing, subscriptionQuery } from '@/lib/subscription';
import { cancelSubscription, historyQuery, resumeSubscription } from '../api/billing-api';
import { openCustomerPortal } from './plan-actions';
import { planTitle } from './plan-title';
import styles from './billing.module.css';
import '@/i18n/en/account';

function History({ email }: { email: string }) {
  const { t } = useTranslation('account');
  const history = useQuery(historyQuery(email));
  if (history.isPending) return <p className={styles.muted}>{t('subscription.history.loading')}</p>;
  if (history.isError) {
    return <p className={styles.muted}>{t('subscription.history.loadFailed')}</p>;
  }
  const { paymentHistory, paymentMethod } = history.data;
  return (
    <div className={styles.stack}>
      <p className={styles.muted}>
        {t('subscription.history.card', {
          card: paymentMethod
            ? `${paymentMethod.brand.charAt(0).toUpperCase()}${paymentMethod.brand.slice(1)} •••• ${paymentMethod.last4}`
            : notAvailable(),
        })}
      </p>
      {paymentHistory.length === 0 ? (
        <p className={styles.muted}>{t('subscription.history.none')}</p>
      ) : (
        <table className={styles.history} aria-label={t('subscription.history.label')}>
          <thead>
            <tr>
              <th scope="col">{t('subscription.history.date')}</th>
              <th scope="col">{t('subscription.history.description')}</th>
              <th scope="col">{t('subscription.history.amount')}</th>
              <th scope="col">{t('subscription.history.status')}</th>
            </tr>
          </thead>
          <tbody>
            {paymentHistory.map((p) => (
              <tr key={p.id}>
                <td>{formatDate(p.date)}</td>
                <td>{p.description}</td>
                <td>{formatMoney(p.amount, p.currency)}</td>
                <td>
                  {p.status === 'paid'
                    ? t('subscription.history.paid')
                    : p.status === 'refunded'
                      ? t('subscription.history.refunded')
                      : t('subscription.history.failed')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

/**
 * The profile's Subscription section (spec §2, §8): the plan in force and its state, change plan,
 * cancel or resume membership, the customer portal, and the payment history.
 */
export function SubscriptionCard() {
  const { t } = useTranslation('account');
  const sub = useQuery(subscriptionQuery);
  const user = useStoredUser();
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ['auth'] });
  const cancel = useMutation({
    mutationFn: cancelSubscription,
    onSuccess: async () => {
      toast.success(t('billing.cancelled'), { description: t('billing.cancelledText') });
      await refresh();
    },
    onError: () => toast.error(t('billing.cancelFailed')),
  });
  const resume = useMutation({
    mutationFn: resumeSubscription,
    onSuccess: async () => {
      toast.success(t('billing.resumed'), { description: t('billing.resumedText') });
      await refresh();
    },
    onError: () => toast.error(t('billing.resumeFailed')),
  });

  if (!sub.data) {
    return (
      <p className={styles.muted}>{sub.isError ? t('subscription.loadFailed') : t('loading')}</p>
    );
  }
  const s = sub.data.subscription;
  const paid = s.plan !== 'FREE';
  const status = !paid
    ? null
    : s.status === 'past_due'
      ? t('subscription.pastDue')
      : s.cancelAtPeriodEnd
        ? t('subscription.cancelled')
        : t('subscription.active');
  return (
    <div className={styles.stack}>
      <dl className={styles.facts}>
        <dt>{t('subscription.plan')}</dt>
        <dd data-testid="current-plan">{planTitle(s.plan, t)}</dd>
        {status ? (
          <>
            <dt>{t('subscription.status')}</dt>
            <dd>{status}</dd>
          </>
        ) : null}
        {paid && s.currentPeriodEnd ? (
          <>
            <dt>{t('subscription.endsOn')}</dt>
            <dd>{formatDate(s.currentPeriodEnd)}</dd>
          </>
        ) : null}
        {paid && s.scheduledPlan ? (
          <>
            <dt>{t('subscription.nextPeriod')}</dt>
            <dd>{planTitle(s.scheduledPlan, t)}</dd>
          </>
        ) : null}
      </dl>
      <div className={styles.actions}>
        <Button onClick={openPricing}>
          {paid ? t('subscription.changePlan') : t('upgradeSubscription')}
        </Button>
        {paid && !s.cancelAtPeriodEnd ? (
          <Button variant="secondary" disabled={cancel.isPending} onClick={() => cancel.mutate()}>
            {t('subscription.cancel')}
          </Button>
        ) : null}
        {paid && s.cancelAtPeriodEnd ? (
          <Button variant="secondary" disabled={resume.isPending} onClick={() => resume.mutate()}>
            {t('subscription.resume')}
          </Button>
        ) : null}
        {paid ? (
          <Button variant="ghost" onClick={() => void openCustomerPortal()}>
            {t('subscription.manage')}
          </Button>
        ) : null}
      </div>
      {user?.email ? <History email={user.email} /> : null}
    </div>
  );
}
