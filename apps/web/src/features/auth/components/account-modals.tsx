import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { Modal } from '@/components/modal';
import { toast } from '@/components/toast';
import { ApiError } from '@/lib/api-client';
import { markEmailVerified } from '@/lib/session';
import { UsageBars } from '@/components/usage-bars';
import { openPricing } from '@/lib/subscription';
import { resendVerification, resetPassword, subscriptionQuery, verifyEmail } from '../api/auth-api';
import { trimPassword } from '../validation';
import styles from './auth-form.module.css';
import { FORGOT_RESET_FAILURE } from './entry-modal';
import { Field } from './field';

/** Spec §9: the verification (and iframe) modals ignore a close within 200 ms of opening. */
export const CLOSE_GUARD_MS = 200;
/** Spec §4: the verification call is made 2 s after the modal opens. */
export const VERIFY_DELAY_MS = 2000;

/** Terms and consent (spec §2): opened during e-mail sign-up; consent is required. */
export function TermsModal({
  open,
  busy,
  error,
  onAccept,
  onClose,
}: {
  open: boolean;
  busy: boolean;
  error: string | null;
  onAccept: () => void;
  onClose: () => void;
}) {
  const [accepted, setAccepted] = useState(false);
  return (
    <Modal
      open={open}
      onOpenChange={(o) => (o ? null : onClose())}
      title="Terms and privacy"
      size="sm"
    >
      <div className={styles.stack}>
        <p className={styles.muted}>
          Evident’s analysis is for information only and is not personalised investment advice. Read
          the <Link to="/legal">terms and conditions</Link> and the{' '}
          <Link to="/privacy">privacy policy</Link> before creating your account.
        </p>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={accepted}
            onChange={(e) => setAccepted(e.target.checked)}
          />
          I accept the terms and conditions and the privacy policy.
        </label>
        {error ? (
          <p className={styles.notice} role="alert">
            {error}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={!accepted || busy} onClick={onAccept}>
            Create my account
          </Button>
        </div>
      </div>
    </Modal>
  );
}

/** Spec §4/§8 resend: a pending toast, then a success or error toast. */
export async function resendWithToasts(email: string): Promise<void> {
  const pending = toast.loading('Pending', { description: 'Sending email...' });
  try {
    await resendVerification(email);
    toast.dismiss(pending);
    toast.success('Resend email successfully', {
      description: `Looks great. Email has been sent to ${email}.`,
    });
  } catch (error) {
    toast.dismiss(pending);
    toast.error(':) Upss!!!', {
      description: error instanceof ApiError ? error.message : 'Something wrong',
    });
  }
}

/** Registration success (spec §2): "Verify your email". */
export function RegistrationSuccessModal({
  open,
  email,
  onClose,
}: {
  open: boolean;
  email: string;
  onClose: () => void;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={(o) => (o ? null : onClose())}
      title="Verify your email"
      size="sm"
    >
      <div className={styles.stack}>
        <p>
          We sent a link to <strong>{email}</strong>. Open it to verify your e-mail address and sign
          in. If you do not see it, check your spam folder.
        </p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => void resendWithToasts(email)}>
            Resend email verification
          </Button>
          <Button onClick={onClose}>Continue exploring</Button>
        </div>
      </div>
    </Modal>
  );
}

/**
 * Email verification (spec §2, §4): opened from the link's `code`; posts the payload 2 s after
 * opening; the button reads "Verifying email...", then "Go to login" (enabled) or "Error when
 * verifying email" (red, disabled). Closes requested in the first 200 ms are ignored.
 */
export function VerificationModal({
  code,
  onClose,
  onGoToLogin,
}: {
  code: string;
  onClose: () => void;
  onGoToLogin: (email: string) => void;
}) {
  const [state, setState] = useState<
    { status: 'pending' } | { status: 'ok'; email: string } | { status: 'error'; message: string }
  >({ status: 'pending' });
  const openedAt = useRef(0);
  useEffect(() => {
    openedAt.current = Date.now();
  }, []);
  useEffect(() => {
    let payload: unknown = null;
    try {
      payload = JSON.parse(atob(code));
    } catch {
      payload = null;
    }
    const timer = setTimeout(() => {
      if (payload === null) {
        setState({ status: 'error', message: 'Error when verifying email' });
        toast.error('Error when verifying email');
        return;
      }
      verifyEmail(payload)
        .then((data) => {
          markEmailVerified(data.email);
          setState({ status: 'ok', email: data.email });
          toast.success('Success', { description: 'User verified successfully' });
        })
        .catch((error: unknown) => {
          const message =
            error instanceof ApiError && error.message !== 'Unknow'
              ? error.message
              : 'Error when verifying email';
          setState({ status: 'error', message });
          toast.error(message);
        });
    }, VERIFY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [code]);
  const close = () => {
    if (Date.now() - openedAt.current < CLOSE_GUARD_MS) return;
    onClose();
  };
  return (
    <Modal open onOpenChange={(o) => (o ? null : close())} title="Email verification" size="sm">
      <div className={styles.stack}>
        <div className={styles.status} role="status">
          {state.status === 'pending' ? <p>We are verifying your account…</p> : null}
          {state.status === 'ok' ? (
            <>
              <span className={styles.tick} aria-hidden="true">
                ✓
              </span>
              <p>Your e-mail {state.email} is verified.</p>
            </>
          ) : null}
          {state.status === 'error' ? <p className={styles.error}>{state.message}</p> : null}
        </div>
        <Button
          variant={state.status === 'error' ? 'danger' : 'primary'}
          disabled={state.status !== 'ok'}
          onClick={() => state.status === 'ok' && onGoToLogin(state.email)}
        >
          {state.status === 'pending'
            ? 'Verifying email...'
            : state.status === 'ok'
              ? 'Go to login'
              : 'Error when verifying email'}
        </Button>
      </div>
    </Modal>
  );
}

/** Reset password (spec §2): code and new password; cannot be dismissed by Escape or outside. */
export function ResetPasswordModal({
  email,
  onDone,
  onCancel,
}: {
  email: string;
  onDone: (email: string) => void;
  onCancel: () => void;
}) {
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (code.trim() === '' || password.trim() === '') {
      setError('Please fill all fields');
      return;
    }
    setBusy(true);
    try {
      await resetPassword({ email, code: code.trim(), newPassword: password.trim() });
      toast.success('Saved', { description: 'Your password has been reset.' });
      onDone(email);
    } catch (e) {
      setError(`${FORGOT_RESET_FAILURE}. ${e instanceof ApiError ? e.message : ''}`.trim());
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open onOpenChange={() => null} title="Reset your password" size="sm" dismissible={false}>
      <form
        className={styles.stack}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <p className={styles.muted}>We sent a code to {email}. It expires in 15 minutes.</p>
        <Field
          label="Code"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
        <Field
          label="New password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(trimPassword(e.target.value))}
        />
        {error ? (
          <p className={styles.notice} role="alert">
            {error}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            Reset password
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** Welcome / usage (spec §2), after login: "Hello {firstName}!" and this month's usage. */
export function WelcomeModal({ firstName, onClose }: { firstName: string; onClose: () => void }) {
  const sub = useQuery(subscriptionQuery);
  return (
    <Modal
      open
      onOpenChange={(o) => (o ? null : onClose())}
      title={`Hello ${firstName}!`}
      size="sm"
    >
      <div className={styles.stack}>
        <p className={styles.legend}>Your usage this month</p>
        {sub.isPending ? <p className={styles.muted}>Loading…</p> : null}
        {sub.data ? <UsageBars usage={sub.data.usage} /> : null}
        <div className={styles.actions}>
          <Button onClick={onClose}>Continue exploring</Button>
          <Button
            variant="secondary"
            onClick={() => {
              onClose();
              openPricing();
            }}
          >
            Upgrade subscription
          </Button>
        </div>
      </div>
    </Modal>
  );
}
