import { describe, expect, it } from 'vitest';
import { planEventProps } from './plan-events';

describe('plan event properties (spec §3)', () => {
  it('values a yearly plan at twelve discounted months against twelve monthly ones', () => {
    expect(planEventProps('advanced', 'yearly')).toEqual({
      plan_name: 'advanced',
      periodicity: 'yearly',
      currency: 'USD',
      value: 384,
      catalog_price: 468,
      discount: 84,
    });
    expect(planEventProps('basic', 'monthly')).toMatchObject({ value: 19, discount: 0 });
    expect(planEventProps('free', 'monthly')).toMatchObject({ value: 0, catalog_price: 0 });
  });
});
