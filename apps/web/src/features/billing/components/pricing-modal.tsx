import type { PricingPlan } from '@evident/contracts/pricing';
import {
  compareTiers,
  isCheckoutUrl,
  planCodeOf,
  tierOf,
  type Period,
  type Tier,
} from '@evident/contracts/plans';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { Modal } from '@/components/modal';
import { toast } from '@/components/toast';
import { useSignedIn } from '@/hooks/use-session';
import { formatDate, formatMoney } from '@/lib/format';
import { subscriptionQuery } from '@/lib/subscription';
import { pricingQuery, requestPlan } from '../api/billing-api';
import { planChangeFailed } from './plan-actions';
import styles from './billing.module.css';
import { leaveFor } from '@/lib/leave-for';
import { track } from '@/lib/analytics';
import { planEventProps, trackPlanCode } from '../plan-events';
import '@/i18n/en/account';

/** §9 prices are whole US dollars. */
const usd = (n: number) => formatMoney(n, 'USD', { whole: true });

/**
 * A plan's options in the interface's language, written from its limits as the contracts'
 * `optionsOf` writes them in English (the server's `optionsList`).
 */
function planOptions(plan: PricingPlan, t: TFunction<'account'>): string[] {
  if (plan.name === 'pro') {
    return [
      t('pricing.options.unlimitedAnalysis'),
      t('pricing.options.unlimitedLists'),
      t('pricing.options.allScreenerResults'),
      t('pricing.options.prioritySupport'),
    ];
  }
  const { analysis, portfolio, watchlist, screenerResults } = plan.limits;
  return [
    t('pricing.options.analyses', { count: analysis }),
    t('pricing.options.companies', { count: portfolio + watchlist, portfolio, watchlist }),
    t('pricing.options.screenerResults', { count: screenerResults }),
  ];
}

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
  const { t } = useTranslation('account');
  const title = t(`plans.${plan.name}`);
  const free = plan.name === 'free';
  const perMonth =
    period === 'monthly' ? plan.price.monthlyDiscounted : plan.price.yearlyDiscounted;
  const lower = currentTier !== null && compareTiers(plan.name, currentTier) < 0;
  const label = current
    ? t('pricing.currentPlan')
    : lower
      ? t('pricing.downgrade')
      : t('pricing.choose', { plan: title });
  return (
    <section
      className={[styles.plan, plan.bestValue ? styles.best : '', current ? styles.current : '']
        .filter(Boolean)
        .join(' ')}
      aria-label={t('pricing.planLabel', { plan: title })}
    >
      <div className={styles.planHead}>
        <h3 className={styles.planTitle}>{title}</h3>
        {plan.bestValue ? <Badge tone="brand">{t('pricing.bestValue')}</Badge> : null}
        {current ? <Badge tone="positive">{t('pricing.yourPlan')}</Badge> : null}
      </div>
      <p className={styles.price}>
        {usd(perMonth)}
        <span className={styles.per}> {t('pricing.perMonth')}</span>
      </p>
      <p className={styles.muted}>
        {free
          ? t('pricing.freeForever')
          : period === 'yearly'
            ? t('pricing.billedYearly', {
                total: usd(plan.price.yearlyTotal),
                standard: usd(plan.price.monthlyStandard * 12),
              })
            : t('pricing.billedMonthly')}
      </p>
      <p className={styles.muted}>{t(`pricing.summary.${plan.name}`)}</p>
      <ul className={styles.options}>
        {planOptions(plan, t).map((o) => (
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
 * plan marked, "Downgrade Plan" for a lower one, Advanced as best value, and the period end. The
 * plans' names, summaries and options are written here in the interface's language (the server
 * writes English).
 */
export function PricingModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('account');
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

  useEffect(() => track('pricing_viewed', {}), []);

  const choose = useMutation({
    mutationFn: (code: string) => requestPlan(code),
    onSuccess: async (data, code) => {
      // Spec §4/§7: a checkout URL redirects; otherwise data is the server's message (in the
      // reader's language) for a success toast, then the subscription is asked again.
      if (isCheckoutUrl(data)) {
        trackPlanCode('checkout_started', code);
        leaveFor(data);
        return;
      }
      toast.success(t('saved'), { description: data });
      await client.invalidateQueries({ queryKey: subscriptionQuery.queryKey });
      onClose();
    },
    onError: (error) => void planChangeFailed(error),
  });

  const onChoose = (plan: PricingPlan) => {
    const code = plan.name === 'free' ? 'FREE' : planCodeOf(plan.name, period);
    track('plan_selected', planEventProps(plan.name, period));
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
      title={t('pricing.title')}
      description={t('pricing.description')}
      size="lg"
    >
      <div className={styles.stack}>
        <div className={styles.switch} role="group" aria-label={t('pricing.period')}>
          <button
            type="button"
            aria-pressed={period === 'monthly'}
            onClick={() => setPeriod('monthly')}
          >
            {t('pricing.monthly')}
          </button>
          <button
            type="button"
            aria-pressed={period === 'yearly'}
            onClick={() => setPeriod('yearly')}
          >
            {t('pricing.yearly')} <Badge tone="positive">{t('pricing.yearlyBadge')}</Badge>
          </button>
        </div>
        {pricing.isPending ? <p className={styles.note}>{t('pricing.loading')}</p> : null}
        {pricing.isError ? <p className={styles.note}>{t('pricing.loadFailed')}</p> : null}
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
            {sub.data?.subscription.cancelAtPeriodEnd
              ? t('pricing.endsOn', { date: formatDate(end) })
              : t('pricing.endsOnRenews', { date: formatDate(end) })}
          </p>
        ) : null}
        <p className={styles.note}>{t('pricing.note')}</p>
      </div>
    </Modal>
  );
}
