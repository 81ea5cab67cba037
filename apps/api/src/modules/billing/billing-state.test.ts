import { describe, expect, it } from 'vitest';
import {
  NO_SUBSCRIPTION,
  nextState,
  planInForce,
  readEvent,
  statusOf,
  type BillingEvent,
  type SubscriptionState,
} from './billing-state';

const planOfPrice = (price: string) =>
  (({ price_b: 'BASIC_MONTHLY', price_p: 'PRO_MONTHLY' })[price] as
    'BASIC_MONTHLY' | 'PRO_MONTHLY' | undefined) ?? null;

const subEvent = (type: string, over: Record<string, unknown> = {}, created = 1_800_000_000) =>
  readEvent(
    {
      id: 'evt_1',
      type,
      created,
      data: {
        object: {
          id: 'sub_1',
          customer: 'cus_1',
          status: 'active',
          cancel_at_period_end: false,
          metadata: { userId: '7' },
          items: { data: [{ price: { id: 'price_b' }, current_period_end: 1_802_592_000 }] },
          ...over,
        },
      },
    },
    planOfPrice,
  ) as Extract<BillingEvent, { kind: 'subscription' }>;
const at = (s: number) => new Date(s * 1000);

describe('the subscription state machine', () => {
  it('maps provider statuses', () => {
    expect(
      ['active', 'trialing', 'past_due', 'unpaid', 'canceled', 'incomplete'].map(statusOf),
    ).toEqual(['active', 'active', 'past_due', 'canceled', 'canceled', 'incomplete']);
  });

  it('walks none → active → cancel at period end → resumed → canceled', () => {
    let s: SubscriptionState = NO_SUBSCRIPTION;
    expect(planInForce(s)).toBe('FREE');
    s = nextState(s, subEvent('customer.subscription.created'), at(1_800_000_000))!;
    expect(s).toMatchObject({ status: 'active', plan: 'BASIC_MONTHLY', subscriptionId: 'sub_1' });
    expect(s.currentPeriodEnd).toEqual(at(1_802_592_000));
    expect(planInForce(s)).toBe('BASIC_MONTHLY');
    s = nextState(
      s,
      subEvent('customer.subscription.updated', { cancel_at_period_end: true }),
      at(1_800_000_100),
    )!;
    expect(s.cancelAtPeriodEnd).toBe(true);
    expect(planInForce(s)).toBe('BASIC_MONTHLY');
    s = nextState(s, subEvent('customer.subscription.updated'), at(1_800_000_200))!;
    expect(s.cancelAtPeriodEnd).toBe(false);
    s = nextState(
      s,
      subEvent('customer.subscription.deleted', { status: 'canceled' }),
      at(1_802_592_000),
    )!;
    expect(s.status).toBe('canceled');
    expect(planInForce(s)).toBe('FREE');
  });

  it('upgrades at once; a downgrade is only scheduled until the price changes', () => {
    let s = nextState(NO_SUBSCRIPTION, subEvent('customer.subscription.created'), at(1))!;
    s = nextState(
      s,
      subEvent('customer.subscription.updated', {
        items: { data: [{ price: { id: 'price_p' } }] },
      }),
      at(2),
    )!;
    expect(planInForce(s)).toBe('PRO_MONTHLY');
    s = nextState(
      s,
      subEvent('customer.subscription.updated', {
        items: { data: [{ price: { id: 'price_p' } }] },
        metadata: { scheduledPlan: 'BASIC_MONTHLY' },
      }),
      at(3),
    )!;
    expect(s).toMatchObject({ plan: 'PRO_MONTHLY', scheduledPlan: 'BASIC_MONTHLY' });
    s = nextState(
      s,
      subEvent('customer.subscription.updated', { metadata: { scheduledPlan: 'BASIC_MONTHLY' } }),
      at(4),
    )!;
    expect(s).toMatchObject({ plan: 'BASIC_MONTHLY', scheduledPlan: null });
  });

  it('ignores older events and events of an older subscription while a newer one lives', () => {
    const s = nextState(NO_SUBSCRIPTION, subEvent('customer.subscription.created'), at(100))!;
    expect(nextState(s, subEvent('customer.subscription.deleted'), at(99))).toBeNull();
    expect(
      nextState(s, subEvent('customer.subscription.deleted', { id: 'sub_0' }), at(200)),
    ).toBeNull();
  });

  it('moves to past due on a failed invoice and back on a paid one', () => {
    const s = nextState(NO_SUBSCRIPTION, subEvent('customer.subscription.created'), at(1))!;
    const invoice = (type: string, sub = 'sub_1') =>
      readEvent(
        {
          id: 'evt_i',
          type,
          created: 5,
          data: {
            object: {
              id: 'in_1',
              customer: 'cus_1',
              amount_due: 1900,
              parent: { subscription_details: { subscription: sub } },
            },
          },
        },
        planOfPrice,
      ) as Extract<BillingEvent, { kind: 'invoice' }>;
    const due = nextState(s, invoice('invoice.payment_failed'), at(5))!;
    expect(due.status).toBe('past_due');
    expect(planInForce(due)).toBe('BASIC_MONTHLY');
    expect(nextState(due, invoice('invoice.paid'), at(6))!.status).toBe('active');
    expect(nextState(s, invoice('invoice.payment_failed', 'sub_other'), at(5))).toBeNull();
  });

  it('reads only the events it handles', () => {
    expect(
      readEvent(
        { id: 'e', type: 'customer.created', created: 1, data: { object: {} } },
        planOfPrice,
      ),
    ).toEqual({
      kind: 'ignored',
    });
    expect(
      readEvent(
        {
          id: 'e',
          type: 'checkout.session.completed',
          created: 1,
          data: { object: { mode: 'payment', customer: 'c' } },
        },
        planOfPrice,
      ),
    ).toEqual({ kind: 'ignored' });
  });
});
