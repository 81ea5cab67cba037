import { paidPlanOf } from '@evident/contracts/plans';
import type { TFunction } from 'i18next';
import '@/i18n/en/account';

/** A plan code in the interface's language: "Advanced (monthly)", or the free plan's name. */
export function planTitle(code: string, t: TFunction<'account'>): string {
  const p = paidPlanOf(code);
  return p
    ? t('plans.withPeriod', { plan: t(`plans.${p.tier}`), period: t(`plans.period.${p.period}`) })
    : t('plans.free');
}
