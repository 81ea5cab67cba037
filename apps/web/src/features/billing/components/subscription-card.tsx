import { PAYMENT_MESSAGES } from '@evident/contracts/payments';
import { paidPlanOf, TIER_TITLES } from '@evident/contracts/plans';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/button';
import { toast } from '@/components/toast';
import { useStoredUser } from '@/hooks/use-stored-user';
import { formatDate } from '@/lib/format';
import { openPricing, subscriptionQuery } from '@/lib/subscription';
import { cancelSubscription, historyQuery, resumeSubscription } from '../api/billing-api';
import { openCustomerPortal } from './plan-actions';
import styles from './billing.module.css';

const planTitle = (code: string) => {
  const p = paidPlanOf(code);
  return p ? `${TIER_TITLES[p.tier]} (${p.period})` : 'Free';
};

function History({ email }: { email: string }) {
  const history = useQuery(historyQuery(email));
  if (history.isPending) return <p className={styles.muted}>Loading payments…</p>;
  if (history.isError) return <p className={styles.muted}>Your payments could not be loaded.</p>;
  const { paymentHistory, paymentMethod } = history.data;
  return (
    <div className={styles.stack}>
      <p className={styles.muted}>
        Card on file:{' '}
        {paymentMethod
          ? `${paymentMethod.brand.charAt(0).toUpperCase()}${paymentMethod.brand.slice(1)} •••• ${paymentMethod.last4}`
          : 'not available'}
      </p>
      {paymentHistory.length === 0 ? (
        <p className={styles.muted}>No payments yet.</p>
      ) : (
        <table className={styles.history} aria-label="Payment history">
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Description</th>
              <th scope="col">Amount</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {paymentHistory.map((p) => (
              <tr key={p.id}>
                <td>{formatDate(p.date)}</td>
                <td>{p.description}</td>
                <td>
                  {p.amount.toLocaleString('en-US', { style: 'currency', currency: p.currency })}
                </td>
                <td>{p.status === 'paid' ? 'Paid' : 'Failed'}</td>
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
  const sub = useQuery(subscriptionQuery);
  const user = useStoredUser();
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ['auth'] });
  const cancel = useMutation({
    mutationFn: cancelSubscription,
    onSuccess: async () => {
      toast.success('Membership Cancelled', { description: PAYMENT_MESSAGES.cancelled });
      await refresh();
    },
    onError: () => toast.error(PAYMENT_MESSAGES.cancelFailed),
  });
  const resume = useMutation({
    mutationFn: resumeSubscription,
    onSuccess: async () => {
      toast.success('Membership Resumed', { description: PAYMENT_MESSAGES.resumed });
      await refresh();
    },
    onError: () => toast.error(PAYMENT_MESSAGES.resumeFailed),
  });

  if (!sub.data) {
    return (
      <p className={styles.muted}>
        {sub.isError ? 'Your subscription could not be loaded.' : 'Loading…'}
      </p>
    );
  }
  const s = sub.data.subscription;
  const paid = s.plan !== 'FREE';
  const status = !paid
    ? null
    : s.status === 'past_due'
      ? 'Payment failed — update your card in the subscription portal.'
      : s.cancelAtPeriodEnd
        ? 'Cancelled — your plan stays until the period ends.'
        : 'Active — renews automatically.';
  return (
    <div className={styles.stack}>
      <dl className={styles.facts}>
        <dt>Plan</dt>
        <dd data-testid="current-plan">{planTitle(s.plan)}</dd>
        {status ? (
          <>
            <dt>Status</dt>
            <dd>{status}</dd>
          </>
        ) : null}
        {paid && s.currentPeriodEnd ? (
          <>
            <dt>Subscription ends on</dt>
            <dd>{formatDate(s.currentPeriodEnd)}</dd>
          </>
        ) : null}
        {paid && s.scheduledPlan ? (
          <>
            <dt>Next period</dt>
            <dd>{planTitle(s.scheduledPlan)}</dd>
          </>
        ) : null}
      </dl>
      <div className={styles.actions}>
        <Button onClick={openPricing}>{paid ? 'Change plan' : 'Upgrade subscription'}</Button>
        {paid && !s.cancelAtPeriodEnd ? (
          <Button variant="secondary" disabled={cancel.isPending} onClick={() => cancel.mutate()}>
            Cancel membership
          </Button>
        ) : null}
        {paid && s.cancelAtPeriodEnd ? (
          <Button variant="secondary" disabled={resume.isPending} onClick={() => resume.mutate()}>
            Resume membership
          </Button>
        ) : null}
        {paid ? (
          <Button variant="ghost" onClick={() => void openCustomerPortal()}>
            Manage subscription
          </Button>
        ) : null}
      </div>
      {user?.email ? <History email={user.email} /> : null}
    </div>
  );
}
