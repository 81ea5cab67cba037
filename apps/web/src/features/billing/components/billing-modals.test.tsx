import { pricingPlans } from '@evident/contracts/pricing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/toast';
import { ACCESS_TOKEN_KEY } from '@/lib/session';
import { englishLeft, resetLanguageAfterEach, useLanguage } from '@/test-utils/languages';
import { closePricing, openPricing } from '@/lib/subscription';
import { json, mockConfigFetch, renderRoutes } from '@/test-utils/render';
import { BillingModals } from './billing-modals';
import { SubscriptionCard } from './subscription-card';
import { later } from '@/test-utils/later';

const subscription = (plan: string, extra: object = {}) => ({
  subscription: {
    plan,
    currentPeriodEnd: plan === 'FREE' ? null : '2026-12-25T00:00:00.000Z',
    tier: plan === 'FREE' ? 'free' : plan.split('_')[0]!.toLowerCase(),
    status: plan === 'FREE' ? 'none' : 'active',
    cancelAtPeriodEnd: false,
    scheduledPlan: null,
    ...extra,
  },
  usage: {
    analysis: { used: 3, limit: plan === 'FREE' ? 5 : 200 },
    portfolio: { used: 0, limit: plan === 'FREE' ? 1 : 50 },
    watchlist: { used: 1, limit: plan === 'FREE' ? 1 : 50 },
  },
  user: { email: 'ada@example.com' },
});
const PRICING = { currency: 'USD', yearlyBadge: '2 months free', plans: pricingPlans() };

function setup(path: string, plan = 'FREE', handlers: Parameters<typeof mockConfigFetch>[0] = {}) {
  localStorage.setItem(ACCESS_TOKEN_KEY, 'token');
  const fetchMock = mockConfigFetch({
    '/api/v1/pricing': () => PRICING,
    '/api/v1/auth/user-subscription': () => subscription(plan),
    ...handlers,
  });
  renderRoutes([{ path: '/', element: <BillingModals /> }], path);
  return fetchMock;
}

/** Opens the pricing modal as the app does (`openPricing()`), once its code has loaded. */
async function openPricingDialog() {
  act(() => openPricing());
  return screen.findByRole('dialog', { name: 'Manage your subscription' }, later());
}

describe('subscription polling (spec §4)', () => {
  afterEach(() => {
    localStorage.clear();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const subscriptionCalls = (fetchMock: ReturnType<typeof setup>) =>
    fetchMock.mock.calls.filter(([url]) => String(url).includes('/auth/user-subscription')).length;

  it('asks for the subscription on every page while signed in, every 60 s, and stores it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = setup('/', 'ADVANCED_MONTHLY');
    await vi.waitFor(() => expect(subscriptionCalls(fetchMock)).toBe(1));
    await vi.waitFor(() =>
      expect(JSON.parse(localStorage.getItem('user-subscription')!).subscription.plan).toBe(
        'ADVANCED_MONTHLY',
      ),
    );
    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(subscriptionCalls(fetchMock)).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    await vi.waitFor(() => expect(subscriptionCalls(fetchMock)).toBe(2));
  });

  it('does not ask while signed out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockConfigFetch({
      '/api/v1/auth/user-subscription': () => subscription('FREE'),
    });
    renderRoutes([{ path: '/', element: <BillingModals /> }], '/');
    await act(() => vi.advanceTimersByTimeAsync(61_000));
    expect(subscriptionCalls(fetchMock)).toBe(0);
  });
});

describe('the pricing modal (spec §2)', () => {
  afterEach(() => {
    act(() => closePricing());
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('lists the §9 plans, switches to yearly prices, marks Advanced as best value and the current plan', async () => {
    setup('/', 'BASIC_MONTHLY');
    const dialog = await openPricingDialog();
    const advanced = await within(dialog).findByRole('region', { name: 'Advanced plan' });
    expect(within(advanced).getByText('Best value')).toBeTruthy();
    expect(advanced.textContent).toContain('$39');
    const basic = within(dialog).getByRole('region', { name: 'Basic plan' });
    expect(within(basic).getByRole('button', { name: 'Current plan' })).toHaveProperty(
      'disabled',
      true,
    );
    const free = within(dialog).getByRole('region', { name: 'Free plan' });
    expect(within(free).getByRole('button', { name: 'Downgrade Plan' })).toBeTruthy();
    expect(dialog.textContent).toContain('Subscription ends on');
    fireEvent.click(within(dialog).getByRole('button', { name: /Yearly/ }));
    expect(within(dialog).getByText('2 months free')).toBeTruthy();
    expect(advanced.textContent).toContain('$32');
    expect(advanced.textContent).toContain('$384 billed yearly');
  });

  it('goes to the checkout URL the server gives for a first paid plan', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const fetchMock = setup('/', 'FREE', {
      // Spec §7: data is the checkout URL itself.
      '/api/v1/payments/ADVANCED_MONTHLY': () => 'https://evident.test/sandbox/checkout/cs_sb_1',
    });
    const dialog = await openPricingDialog();
    const advanced = await within(dialog).findByRole('region', { name: 'Advanced plan' });
    fireEvent.click(within(advanced).getByRole('button', { name: 'Choose Advanced' }));
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://evident.test/sandbox/checkout/cs_sb_1'),
    );
    const call = fetchMock.mock.calls.find(([u]) =>
      String(u).endsWith('/payments/ADVANCED_MONTHLY'),
    );
    expect(call?.[1]?.method).toBe('POST');
  });

  it('a downgrade with no checkout: a success toast, the subscription asked again, the modal closed', async () => {
    const success = vi.spyOn(toast, 'success');
    const fetchMock = setup('/', 'ADVANCED_MONTHLY', {
      // Spec §7: otherwise data is a message, shown in the success toast.
      '/api/v1/payments/BASIC_MONTHLY': () =>
        'Your plan changes to Basic (monthly) at the end of this period (2026-12-01).',
    });
    const dialog = await openPricingDialog();
    const basic = await within(dialog).findByRole('region', { name: 'Basic plan' });
    const asked = () =>
      fetchMock.mock.calls.filter(([u]) => String(u).includes('/auth/user-subscription')).length;
    const before = asked();
    fireEvent.click(within(basic).getByRole('button', { name: 'Downgrade Plan' }));
    await vi.waitFor(() =>
      expect(success).toHaveBeenCalledWith('Saved', {
        description: 'Your plan changes to Basic (monthly) at the end of this period (2026-12-01).',
      }),
    );
    await vi.waitFor(() => expect(asked()).toBeGreaterThan(before));
    await vi.waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Manage your subscription' })).toBeNull(),
    );
  });

  it('opens the customer portal when a plan change answers 400 about the subscription (spec §8)', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    setup('/', 'BASIC_MONTHLY', {
      '/api/v1/payments/PRO_MONTHLY': () =>
        json({ success: false, message: 'Your subscription has a payment problem.' }, 400),
      '/api/v1/payments/customer-portal': () => 'https://evident.test/sandbox/portal/x',
    });
    const dialog = await openPricingDialog();
    const pro = await within(dialog).findByRole('region', { name: 'Pro plan' });
    fireEvent.click(within(pro).getByRole('button', { name: 'Choose Pro' }));
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://evident.test/sandbox/portal/x'),
    );
  });
});

describe('the subscription-result modal (spec §2)', () => {
  afterEach(() => localStorage.clear());

  it('opens from the subscription parameter and shows the new plan’s limits once the server has it', async () => {
    const param = btoa(JSON.stringify({ status: 'success', plan: 'ADVANCED_MONTHLY' }));
    setup(`/?subscription=${encodeURIComponent(param)}`, 'ADVANCED_MONTHLY');
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Welcome to Advanced (monthly)!' },
      later(),
    );
    expect(
      await within(dialog).findByRole('img', { name: 'Stocks Analysed: 3 / 200' }),
    ).toBeTruthy();
  });

  it('says checkout was cancelled', async () => {
    const param = btoa(JSON.stringify({ status: 'cancelled', plan: 'PRO_YEARLY' }));
    setup(`/?subscription=${encodeURIComponent(param)}`);
    expect(await screen.findByRole('dialog', { name: 'Checkout cancelled' }, later())).toBeTruthy();
  });

  it('says a payment refused because a subscription is live (ADR 060), in the reader’s language', async () => {
    const param = btoa(JSON.stringify({ status: 'refused', plan: 'PRO_YEARLY' }));
    setup(`/?subscription=${encodeURIComponent(param)}`, 'BASIC_MONTHLY');
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'You already have a subscription' },
      later(),
    );
    expect(dialog.textContent).toContain(
      'This second payment was cancelled at once: it is refunded in full, or was never taken. Your current plan stays in force.',
    );
  });

  it('says so when the provider’s webhook refused the subscription just paid', async () => {
    const param = btoa(JSON.stringify({ status: 'success', plan: 'PRO_MONTHLY' }));
    setup(`/?subscription=${encodeURIComponent(param)}`, 'BASIC_MONTHLY', {
      '/api/v1/auth/user-subscription': () =>
        subscription('BASIC_MONTHLY', {
          refusedPayment: { plan: 'PRO_MONTHLY', at: new Date().toISOString() },
        }),
    });
    expect(
      await screen.findByRole('dialog', { name: 'You already have a subscription' }, later()),
    ).toBeTruthy();
    // Not "being activated": nothing more will come.
    expect(screen.queryByText(/is being activated/)).toBeNull();
  });

  it('ignores a parameter that is not a checkout result', async () => {
    setup(`/?subscription=${encodeURIComponent(btoa('{"status":"hacked"}'))}`);
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('billing in Ukrainian and Spanish (issue 23)', () => {
  resetLanguageAfterEach();
  afterEach(() => {
    act(() => closePricing());
    localStorage.clear();
  });

  const PAYMENT = {
    id: 'in_1',
    date: '2026-11-25T00:00:00.000Z',
    description: 'Evident Advanced (monthly)',
    plan: 'ADVANCED_MONTHLY',
    amount: 39,
    currency: 'USD',
    status: 'paid',
    invoiceUrl: null,
  };

  function renderCard() {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'token');
    localStorage.setItem(
      'usr',
      JSON.stringify({
        firstName: 'Ada',
        lastName: null,
        email: 'ada@example.com',
        photoURL: null,
      }),
    );
    mockConfigFetch({
      '/api/v1/auth/user-subscription': () =>
        subscription('ADVANCED_MONTHLY', { scheduledPlan: 'BASIC_MONTHLY' }),
      '/api/v1/payments/history': () => ({
        paymentMethod: { brand: 'visa', last4: '4242' },
        paymentHistory: [PAYMENT],
      }),
    });
    return renderRoutes([{ path: '/', element: <SubscriptionCard /> }]);
  }

  it('leaves no English of its own in the pricing modal in Ukrainian, monthly and yearly', async () => {
    await useLanguage('uk');
    setup('/', 'BASIC_MONTHLY');
    act(() => openPricing());
    const dialog = await screen.findByRole('dialog', { name: 'Керування підпискою' }, later());
    const advanced = await within(dialog).findByRole('region', { name: 'План «Розширений»' });
    expect(within(advanced).getByText('Найвигідніший')).toBeTruthy();
    expect(within(advanced).getByText('200 аналізів')).toBeTruthy();
    expect(within(dialog).getByText(/^Підписка закінчується 25 груд\. 2026/)).toBeTruthy();
    expect(englishLeft(dialog)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: /Щороку/ }));
    expect(within(dialog).getByText('2 місяці безкоштовно')).toBeTruthy();
    expect(englishLeft(dialog)).toEqual([]);
  });

  it('speaks Spanish in the pricing modal, prices in Spanish format', async () => {
    await useLanguage('es');
    setup('/', 'BASIC_MONTHLY');
    act(() => openPricing());
    const dialog = await screen.findByRole('dialog', { name: 'Gestiona tu suscripción' }, later());
    const advanced = await within(dialog).findByRole('region', { name: 'Plan Avanzado' });
    fireEvent.click(within(dialog).getByRole('button', { name: /Anual/ }));
    // Spanish writes "384 US$" (testing-library reads the no-break space as a space).
    expect(
      within(advanced).getByText('384 US$ facturados al año (en lugar de 468 US$)'),
    ).toBeTruthy();
    const free = within(dialog).getByRole('region', { name: 'Plan Gratis' });
    expect(within(free).getByRole('button', { name: 'Bajar de plan' })).toBeTruthy();
    expect(dialog.textContent).not.toMatch(/Best value|month|billed|analyses|companies|Free/);
  });

  it('leaves no English of its own in the subscription card in Ukrainian', async () => {
    await useLanguage('uk');
    const { container } = renderCard();
    expect(await screen.findByTestId('current-plan')).toHaveProperty(
      'textContent',
      'Розширений (щомісячно)',
    );
    await screen.findByRole('table', { name: 'Історія платежів' });
    expect(englishLeft(container, [PAYMENT.description, 'Visa'])).toEqual([]);
  });

  it('speaks Spanish in the subscription card, amounts in Spanish format', async () => {
    await useLanguage('es');
    const { container } = renderCard();
    const table = await screen.findByRole('table', { name: 'Historial de pagos' });
    expect(within(table).getByText('39,00 US$')).toBeTruthy();
    expect(screen.getByText('Básico (mensual)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancelar suscripción' })).toBeTruthy();
    expect(container.textContent).not.toMatch(
      /Status|Paid|Next period|Change plan|Cancel membership|Card on file/,
    );
  });

  it('says a refused payment in Spanish and Ukrainian', async () => {
    const param = btoa(JSON.stringify({ status: 'refused', plan: 'PRO_YEARLY' }));
    await useLanguage('es');
    setup(`/?subscription=${encodeURIComponent(param)}`, 'BASIC_MONTHLY');
    const es = await screen.findByRole('dialog', { name: 'Ya tienes una suscripción' }, later());
    expect(es.textContent).toContain('Este segundo pago se ha cancelado al momento');
  });

  it('says a refused payment in Ukrainian, with no English left', async () => {
    const param = btoa(JSON.stringify({ status: 'refused', plan: 'PRO_YEARLY' }));
    await useLanguage('uk');
    setup(`/?subscription=${encodeURIComponent(param)}`, 'BASIC_MONTHLY');
    const uk = await screen.findByRole('dialog', { name: 'У вас уже є підписка' }, later());
    expect(englishLeft(uk)).toEqual([]);
  });

  it('leaves no English of its own in the subscription-result modal in Ukrainian', async () => {
    await useLanguage('uk');
    const param = btoa(JSON.stringify({ status: 'success', plan: 'ADVANCED_MONTHLY' }));
    setup(`/?subscription=${encodeURIComponent(param)}`, 'ADVANCED_MONTHLY');
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Ласкаво просимо до плану «Розширений (щомісячно)»!' },
      later(),
    );
    expect(await within(dialog).findByText('3 / 200')).toBeTruthy();
    expect(englishLeft(dialog)).toEqual([]);
  });
});

describe('resume membership (spec §9 "Resume")', () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  function renderCancelled(resume: () => unknown) {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'token');
    mockConfigFetch({
      '/api/v1/auth/user-subscription': () =>
        subscription('PRO_MONTHLY', { cancelAtPeriodEnd: true }),
      '/api/v1/payments/history': () => ({ paymentMethod: null, paymentHistory: [] }),
      '/api/v1/payments/reanude-subscription': resume,
    });
    return renderRoutes([{ path: '/', element: <SubscriptionCard /> }]);
  }

  it('shows "Membership Resumed" when the server resumes it', async () => {
    const success = vi.spyOn(toast, 'success');
    renderCancelled(() => null);
    fireEvent.click(await screen.findByRole('button', { name: 'Resume membership' }));
    await vi.waitFor(() =>
      expect(success).toHaveBeenCalledWith('Membership Resumed', {
        description: 'Your membership has been resumed.',
      }),
    );
  });

  it('shows the spec’s failure message when the server refuses', async () => {
    const error = vi.spyOn(toast, 'error');
    renderCancelled(() =>
      json(
        {
          success: false,
          message: 'Your subscription is not set to end, so there is nothing to resume.',
        },
        400,
      ),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Resume membership' }));
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith('Failed to reanude membership. Please try again later.'),
    );
  });
});
