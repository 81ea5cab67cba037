import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '@/test-utils/render';
import { field, setup, SUBSCRIPTION, USER } from './auth-modals-harness';

vi.mock('@/lib/leave-for', () => ({ leaveFor: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
});

describe('entry modal (spec §2, §4, §5)', () => {
  it('shows the choice step: "...or use your email & password", then "First time here?"', async () => {
    setup();
    fireEvent.click(screen.getByText('open choose'));
    const dialog = await screen.findByRole('dialog', {
      name: 'Start beating the market in one click',
    });
    fireEvent.click(
      within(dialog).getByRole('button', { name: '...or use your email & password' }),
    );
    expect(within(dialog).getByText('First time here?')).toBeTruthy();
    for (const name of ['Yep! Sign me up free!', 'Nope. Let me in!', 'I changed my mind...']) {
      expect(within(dialog).getByRole('button', { name })).toBeTruthy();
    }
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yep! Sign me up free!' }));
    expect(await screen.findByRole('dialog', { name: 'Signup free in one click...' })).toBeTruthy();
  });

  it('"user doesnot exist" switches to sign-up with the §8 notice and cleared inputs', async () => {
    setup('/', {
      '/api/v1/auth/login': () => json({ success: false, message: 'user doesnot exist' }, 404),
    });
    fireEvent.click(screen.getByText('open login'));
    const dialog = await screen.findByRole('dialog', { name: 'Login in one click...' });
    fireEvent.change(field(dialog, 'E-mail'), { target: { value: 'ghost@example.com' } });
    fireEvent.change(field(dialog, 'Password'), { target: { value: 'whatever1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    const signUp = await screen.findByRole('dialog', { name: 'Signup free in one click...' });
    expect(within(signUp).getByRole('alert').textContent).toBe(
      "We couldn't find an account associated with the provided email address. Please double-check the email or consider creating a new account.",
    );
    expect((field(signUp, 'E-mail') as HTMLInputElement).value).toBe('');
  });

  it('"incorrect password" shows under the password; success stores the session and greets', async () => {
    let attempt = 0;
    setup('/', {
      '/api/v1/auth/login': () =>
        ++attempt === 1
          ? json({ success: false, message: 'incorrect password' }, 400)
          : json({
              success: true,
              message: 'login successfully',
              data: {
                token: 't',
                refreshToken: 'r',
                user: USER,
                subscription: SUBSCRIPTION,
                redirect_options: { redirect: null, modal: null },
              },
            }),
    });
    fireEvent.click(screen.getByText('open login'));
    const dialog = await screen.findByRole('dialog', { name: 'Login in one click...' });
    fireEvent.change(field(dialog, 'E-mail'), { target: { value: 'ada@example.com' } });
    // Whitespace is trimmed from passwords as typed.
    fireEvent.change(field(dialog, 'Password'), { target: { value: ' secret pass ' } });
    expect((field(dialog, 'Password') as HTMLInputElement).value).toBe('secretpass');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(await within(dialog).findByText('incorrect password')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    const welcome = await screen.findByRole('dialog', { name: 'Hello Ada!' });
    expect(localStorage.getItem('accessToken')).toBe('t');
    expect(JSON.parse(localStorage.getItem('usr')!)).toEqual(USER);
    expect(await within(welcome).findByText('2 / 5')).toBeTruthy();
    // −1 is shown as infinity.
    expect(within(welcome).getByText('0 / ∞')).toBeTruthy();
  });

  it('sign-up validates with the §5 messages, then asks for consent and sends the plan', async () => {
    const { callsTo } = setup('/?plan=PRO_MONTHLY&isMonthly=true', {
      '/api/v1/auth/signUp': () =>
        json(
          {
            success: true,
            message: 'signup successfully',
            data: { email: 'ada@example.com', verified: false },
          },
          201,
        ),
    });
    fireEvent.click(screen.getByText('open signup'));
    const dialog = await screen.findByRole('dialog', { name: 'Start Your Pro Plan!' });
    fireEvent.change(field(dialog, 'Last name (optional)'), { target: { value: ' Lovelace' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign up free' }));
    for (const message of [
      'Email is required.',
      'Password  is required.',
      'First Name is required.',
      'Last name cannot contain whitespace before the first character',
    ]) {
      // Exact text: the spec's password message has two spaces.
      expect(within(dialog).getByText(message, { normalizer: (t) => t })).toBeTruthy();
    }
    fireEvent.change(field(dialog, 'E-mail'), { target: { value: 'ada@example.com' } });
    fireEvent.change(field(dialog, 'Password'), { target: { value: 'long enough' } });
    fireEvent.change(field(dialog, 'First name'), { target: { value: 'Ada' } });
    fireEvent.change(field(dialog, 'Last name (optional)'), { target: { value: 'Lovelace' } });
    fireEvent.click(within(dialog).getByLabelText('Yes, I want to receive periodic updates.'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign up free' }));
    const terms = await screen.findByRole('dialog', { name: 'Terms and privacy' });
    const create = within(terms).getByRole('button', { name: 'Create my account' });
    expect((create as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(
      within(terms).getByLabelText('I accept the terms and conditions and the privacy policy.'),
    );
    fireEvent.click(create);
    const success = await screen.findByRole('dialog', { name: 'Verify your email' });
    expect(success.textContent).toContain('ada@example.com');
    const sent = JSON.parse(String(callsTo('/auth/signUp')[0]![1]!.body)) as Record<
      string,
      unknown
    >;
    expect(sent).toEqual({
      flag: 'USING_EMAIL',
      email: 'ada@example.com',
      password: 'longenough',
      firstName: 'Ada',
      lastName: 'Lovelace',
      sendPeriodicUpdates: true,
      plan: 'PRO_MONTHLY',
      isMonthly: true,
    });
  });
});

describe('email verification from the link (spec §2, §4)', () => {
  it('posts the decoded payload 2 s after opening, then enables "Go to login"', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const payload = { email: 'ada@example.com', token: 'abcdefghijklmnopqrstuvwxyz' };
    const { callsTo } = setup(`/?code=${encodeURIComponent(btoa(JSON.stringify(payload)))}`, {
      '/api/v1/auth/verify-email': () => ({ email: 'ada@example.com' }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Email verification' });
    const button = within(dialog).getByRole('button', {
      name: 'Verifying email...',
    }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(callsTo('/auth/verify-email')).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(JSON.parse(String(callsTo('/auth/verify-email')[0]![1]!.body))).toEqual(payload);
    const go = await within(dialog).findByRole('button', { name: 'Go to login' });
    expect(localStorage.getItem('verified-email:ada@example.com')).toBe('true');
    fireEvent.click(go);
    const login = await screen.findByRole('dialog', { name: 'Login in one click...' });
    expect((within(login).getByLabelText('E-mail') as HTMLInputElement).value).toBe(
      'ada@example.com',
    );
  });

  it('shows the failure: the server message and a red, disabled button', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setup(
      `/?code=${encodeURIComponent(btoa(JSON.stringify({ email: 'a@b.com', token: 'x'.repeat(20) })))}`,
      {
        '/api/v1/auth/verify-email': () =>
          json(
            { success: false, message: 'This verification link is invalid or has expired.' },
            400,
          ),
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Email verification' });
    await act(() => vi.advanceTimersByTimeAsync(2100));
    const button = (await within(dialog).findByRole('button', {
      name: 'Error when verifying email',
    })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(
      within(dialog).getByText('This verification link is invalid or has expired.'),
    ).toBeTruthy();
  });
});

describe('password reset (spec §2, §4, §5)', () => {
  it('opens the reset modal 200 ms after the code request; it cannot be dismissed', async () => {
    setup('/', { '/api/v1/auth/forgot-password': () => null });
    fireEvent.click(screen.getByText('open login'));
    const login = await screen.findByRole('dialog', { name: 'Login in one click...' });
    fireEvent.click(within(login).getByRole('button', { name: 'Forgot your password?' }));
    const forgot = await screen.findByRole('dialog', { name: 'Forgot your password?' });
    fireEvent.change(within(forgot).getByLabelText('E-mail'), { target: { value: 'nope' } });
    fireEvent.click(within(forgot).getByRole('button', { name: 'Send me a code' }));
    expect(within(forgot).getByText('Please enter a valid email address')).toBeTruthy();
    fireEvent.change(within(forgot).getByLabelText('E-mail'), {
      target: { value: 'ada@example.com' },
    });
    fireEvent.click(within(forgot).getByRole('button', { name: 'Send me a code' }));
    const reset = await screen.findByRole('dialog', { name: 'Reset your password' });
    fireEvent.keyDown(reset, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Reset your password' })).toBeTruthy();
    fireEvent.click(within(reset).getByRole('button', { name: 'Reset password' }));
    expect(within(reset).getByText('Please fill all fields')).toBeTruthy();
  });
});

describe('forgot password failure (spec §8 "Forgot or reset failure")', () => {
  it('a failed code request says "Something went wrong. Try again" and opens no reset', async () => {
    setup('/', { '/api/v1/auth/forgot-password': () => json({ success: false }, 500) });
    fireEvent.click(screen.getByText('open login'));
    const login = await screen.findByRole('dialog', { name: 'Login in one click...' });
    fireEvent.click(within(login).getByRole('button', { name: 'Forgot your password?' }));
    const forgot = await screen.findByRole('dialog', { name: 'Forgot your password?' });
    fireEvent.change(within(forgot).getByLabelText('E-mail'), {
      target: { value: 'ada@example.com' },
    });
    fireEvent.click(within(forgot).getByRole('button', { name: 'Send me a code' }));
    expect(await within(forgot).findByText('Something went wrong. Try again')).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByRole('dialog', { name: 'Reset your password' })).toBeNull();
  });
});
