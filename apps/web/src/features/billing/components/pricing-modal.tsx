import type { PricingPlan } from '@evident/contracts/pricing';
import { compareTiers, planCodeOf, tierOf, type Period, type Tier } from '@evident/contracts/plans';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { Modal } from '@/components/modal';
import { toast } from '@/components/toast';
import { useSignedIn } from '@/hooks/use-session';
import { formatDate } from '@/lib/format';
import { subscriptionQuery } from '@/lib/subscription';
import { pricingQuery, requestPlan } from '../api/billing-api';
import { planChangeFailed } from './plan-actions';
import styles from './billing.module.css';
import { leaveFor } from '@/lib/leave-for';

const usd = (n: number) => `$${n.toLocaleString('en-US')}`;

function PlanCard({
  plan,
  period,
  current,
  currentTier,
  busy,
  onChoose,
}: {
  plan: PricingPlan;
  period: Period;
  current: boolean;
  currentTier: Tier | null;
  busy: boolean;
  onChoose: () => void;
}) {
  const free = plan.name === 'free';
  const perMonth =
    period === 'monthly' ? plan.price.monthlyDiscounted : plan.price.yearlyDiscounted;
  const lower = currentTier !== null && compareTiers(plan.name, currentTier) < 0;
  const label = current ? 'Current plan' : lower ? 'Downgrade Plan' : `Choose ${plan.title}`;
  return (
    <section
      className={[styles.plan, plan.bestValue ? styles.best : '', current ? styles.current : '']
        .filter(Boolean)
        .join(' ')}
      aria-label={`${plan.title} plan`}
    >
      <div className={styles.planHead}>
        <h3 className={styles.planTitle}>{plan.title}</h3>
        {plan.bestValue ? <Badge tone="brand">Best value</Badge> : null}
        {current ? <Badge tone="positive">Your plan</Badge> : null}
      </div>
      <p className={styles.price}>
        {usd(perMonth)}
        <span className={styles.per}> /month</span>
      </p>
      <p className={styles.muted}>
        {free
          ? 'Free forever'
          : period === 'yearly'
            ? `${usd(plan.price.yearlyTotal)} billed yearly (instead of ${usd(plan.price.monthlyStandard * 12)})`
            : 'Billed monthly'}
      </p>
      <p className={styles.muted}>{plan.summary}</p>
      <ul className={styles.options}>
        {plan.optionsList.map((o) => (
          <li key={o}>{o}</li>
        ))}
      </ul>
      {free && currentTier === null ? null : (
        <Button
          variant={current ? 'secondary' : lower ? 'ghost' : 'primary'}
          disabled={current || busy}
          onClick={onChoose}
        >
          {label}
        </Button>
      )}
    </section>
  );
}

/**
 * The pricing modal, "Manage your subscription" (spec §2): plans and prices from
 * `GET /pricing?locale=en`, a monthly/yearly switch (yearly badged "2 months free"), the current
 * plan marked, "Downgrade Plan" for a lower one, Advanced as best value, and the period end.
 */
export function PricingModal({ onClose }: { onClose: () => void }) {
  const pricing = useQuery(pricingQuery);
  const signedIn = useSignedIn();
  const sub = useQuery({ ...subscriptionQuery, enabled: signedIn });
  const client = useQueryClient();
  const navigate = useNavigate();
  const currentPlan = sub.data?.subscription.plan ?? null;
  const [period, setPeriod] = useState<Period>(
    currentPlan?.endsWith('_YEARLY') ? 'yearly' : 'monthly',
  );
  const currentTier: Tier | null = signedIn && currentPlan ? tierOf(currentPlan) : null;

  const choose = useMutation({
    mutationFn: (code: string) => requestPlan(code),
    onSuccess: async (data, code) => {
      if (data.url) {
        leaveFor(data.url);
        return;
      }
      toast.success('Saved', {
        description:
          code === 'FREE'
            ? 'Your plan ends at the end of this period; you keep it until then.'
            : data.effective === 'now'
              ? 'Your plan has been updated.'
              : 'Your plan changes at the end of this period.',
      });
      await client.invalidateQueries({ queryKey: subscriptionQuery.queryKey });
      onClose();
    },
    onError: (error) => void planChangeFailed(error),
  });

  const onChoose = (plan: PricingPlan) => {
    const code = plan.name === 'free' ? 'FREE' : planCodeOf(plan.name, period);
    if (!signedIn) {
      // Spec §4 /signup guard: a plan without a token opens the user modal.
      onClose();
      void navigate(`/signup?plan=${code}&isMonthly=${period === 'monthly'}`);
      return;
    }
    choose.mutate(code);
  };

  const end = sub.data?.subscription.currentPeriodEnd ?? null;
  return (
    <Modal
      open
      onOpenChange={(o) => (o ? null : onClose())}
      title="Manage your subscription"
      description="Choose the plan that fits your research."
      size="lg"
    >
      <div className={styles.stack}>
        <div className={styles.switch} role="group" aria-label="Billing period">
          <button
            type="button"
            aria-pressed={period === 'monthly'}
            onClick={() => setPeriod('monthly')}
          >
            Monthly
          </button>
          <button
            type="button"
            aria-pressed={period === 'yearly'}
            onClick={() => setPeriod('yearly')}
          >
            Yearly <Badge tone="positive">{pricing.data?.yearlyBadge ?? '2 months free'}</Badge>
          </button>
        </div>
        {pricing.isPending ? <p className={styles.note}>Loading plans…</p> : null}
        {pricing.isError ? <p className={styles.note}>The plans could not be loaded.</p> : null}
        {pricing.data ? (
          <div className={styles.plans}>
            {pricing.data.plans.map((plan) => (
              <PlanCard
                key={plan.name}
                plan={plan}
                period={period}
                current={
                  currentTier === plan.name &&
                  (plan.name === 'free' || currentPlan === planCodeOf(plan.name, period))
                }
                currentTier={currentTier}
                busy={choose.isPending}
                onChoose={() => onChoose(plan)}
              />
            ))}
          </div>
        ) : null}
        {end ? (
          <p className={styles.note}>
            Subscription ends on {formatDate(end)}
            {sub.data?.subscription.cancelAtPeriodEnd ? '' : ' (renews automatically)'}
          </p>
        ) : null}
        <p className={styles.note}>Prices in US dollars. Cancel at any time.</p>
      </div>
    </Modal>
  );
}
