import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/toast';
import { json, mockConfigFetch, renderRoutes } from '@/test-utils/render';
import { RegistrationSuccessModal, ResetPasswordModal } from './account-modals';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderModal(element: React.ReactNode) {
  renderRoutes([{ path: '/', element }]);
}

describe('resend verification (spec §4, §8 "Resend pending / success / failure")', () => {
  function resend(answer: () => unknown) {
    const toasts = {
      loading: vi.spyOn(toast, 'loading'),
      success: vi.spyOn(toast, 'success'),
      error: vi.spyOn(toast, 'error'),
      dismiss: vi.spyOn(toast, 'dismiss'),
    };
    const fetchMock = mockConfigFetch({ '/api/v1/auth/resend-verification': answer });
    renderModal(<RegistrationSuccessModal open email="ada@example.com" onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Verify your email' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resend email verification' }));
    return { toasts, fetchMock };
  }

  it('a pending toast, then "Resend email successfully" naming the address', async () => {
    const { toasts, fetchMock } = resend(() => null);
    expect(toasts.loading).toHaveBeenCalledWith('Pending', { description: 'Sending email...' });
    await vi.waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Resend email successfully', {
        description: 'Looks great. Email has been sent to ada@example.com.',
      }),
    );
    expect(toasts.dismiss).toHaveBeenCalledWith(toasts.loading.mock.results[0]!.value);
    const [, init] = fetchMock.mock.calls.find(([u]) => String(u).endsWith('resend-verification'))!;
    expect(JSON.parse(String(init!.body))).toEqual({ email: 'ada@example.com' });
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it('a failure: ":) Upss!!!" with the server’s message, or "Something wrong" without one', async () => {
    const first = resend(() =>
      json({ success: false, message: 'Too many e-mails: try again in an hour' }, 429),
    );
    await vi.waitFor(() =>
      expect(first.toasts.error).toHaveBeenCalledWith(':) Upss!!!', {
        description: 'Too many e-mails: try again in an hour',
      }),
    );
    expect(first.toasts.success).not.toHaveBeenCalled();
    vi.restoreAllMocks();
    cleanup();

    // No answer at all: the request layer's "Unknow" is no server message.
    const second = resend(() => Promise.reject(new TypeError('Failed to fetch')));
    await vi.waitFor(() =>
      expect(second.toasts.error).toHaveBeenCalledWith(':) Upss!!!', {
        description: 'Something wrong',
      }),
    );
  });
});

describe('reset password failure (spec §8 "Forgot or reset failure")', () => {
  it('says "Something went wrong. Try again", with the server’s message when there is one', async () => {
    let answer: () => unknown = () => json({ success: false, message: 'Invalid code' }, 400);
    const done = vi.fn();
    mockConfigFetch({ '/api/v1/auth/reset-password': () => answer() });
    renderModal(<ResetPasswordModal email="ada@example.com" onDone={done} onCancel={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Reset your password' });
    fireEvent.change(within(dialog).getByLabelText('Code'), { target: { value: '123456' } });
    fireEvent.change(within(dialog).getByLabelText('New password'), {
      target: { value: 'a new password 1' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Something went wrong. Try again. Invalid code',
    );

    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    await vi.waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe('Something went wrong. Try again'),
    );
    expect(done).not.toHaveBeenCalled();
  });
});
