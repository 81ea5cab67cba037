import { describe, expect, it } from 'vitest';
import { loginBody } from './auth';
import { choosePlan } from './plans';

describe('choosePlan: the plan selected by `plan` and `isMonthly` (spec §2, §3)', () => {
  it('reads full codes in either spelling and any case', () => {
    expect(choosePlan('PRO_YEARLY')).toBe('PRO_YEARLY');
    expect(choosePlan('advance_monthly')).toBe('ADVANCED_MONTHLY');
    expect(choosePlan(' Basic_Yearly ')).toBe('BASIC_YEARLY');
    expect(choosePlan('FREE')).toBe('FREE');
  });

  it('reads a bare tier, monthly unless isMonthly is false', () => {
    expect(choosePlan('PRO')).toBe('PRO_MONTHLY');
    expect(choosePlan('pro', false)).toBe('PRO_YEARLY');
    expect(choosePlan('ADVANCE', true)).toBe('ADVANCED_MONTHLY');
  });

  it('lets isMonthly pick the period of a full code', () => {
    expect(choosePlan('PRO_MONTHLY', false)).toBe('PRO_YEARLY');
    expect(choosePlan('BASIC_YEARLY', true)).toBe('BASIC_MONTHLY');
    expect(choosePlan('BASIC_YEARLY', null)).toBe('BASIC_YEARLY');
  });

  it('selects nothing for anything else', () => {
    for (const v of [null, undefined, '', 'GOLD', 'FREE_MONTHLY', 'PRO_WEEKLY', 'PRO MONTHLY']) {
      expect(choosePlan(v)).toBeNull();
    }
  });

  it('is what the login payload accepts', () => {
    const base = { flag: 'USING_EMAIL', email: 'a@example.com', password: 'x' } as const;
    expect(loginBody.safeParse({ ...base, plan: 'pro', isMonthly: false }).success).toBe(true);
    expect(loginBody.safeParse({ ...base, plan: 'GOLD' }).success).toBe(false);
  });
});
