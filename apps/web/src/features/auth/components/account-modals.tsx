import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { Modal } from '@/components/modal';
import { toast } from '@/components/toast';
import { t as translate } from '@/i18n/i18n';
import { serverMessageOf } from '@/lib/api-client';
import { markEmailVerified } from '@/lib/session';
import { UsageBars } from '@/components/usage-bars';
import { openPricing } from '@/lib/subscription';
import { resendVerification, resetPassword, subscriptionQuery, verifyEmail } from '../api/auth-api';
import { trimPassword, validationMessage } from '../validation';
import styles from './auth-form.module.css';
import { resetFailure } from './entry-modal';
import { Field } from './field';
import '@/i18n/en/account';

/** Spec §9: the verification (and iframe) modals ignore a close within 200 ms of opening. */
export const CLOSE_GUARD_MS = 200;
/** Spec §4: the verification call is made 2 s after the modal opens. */
export const VERIFY_DELAY_MS = 2000;

/**
 * Terms and consent (spec §2): opened during e-mail sign-up and before Google sign-up; consent is
 * required. Google sign-up has no form before it, so this step asks its promotional opt-in
 * (`askUpdates`; spec §2 "Yes, I want to receive periodic updates.", optional, off by default).
 */
export function TermsModal({
  open,
  busy,
  error,
  askUpdates = false,
  onAccept,
  onClose,
}: {
  open: boolean;
  busy: boolean;
  error: string | null;
  askUpdates?: boolean;
  /** `sendPeriodicUpdates`: the opt-in's choice when asked here, else false. */
  onAccept: (sendPeriodicUpdates: boolean) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('account');
  const [accepted, setAccepted] = useState(false);
  const [updates, setUpdates] = useState(false);
  return (
    <Modal
      open={open}
      onOpenChange={(o) => (o ? null : onClose())}
      title={t('terms.title')}
      size="sm"
    >
      <div className={styles.stack}>
        <p className={styles.muted}>
          <Trans
            t={t}
            i18nKey="terms.intro"
            components={{ termsLink: <Link to="/legal" />, privacyLink: <Link to="/privacy" /> }}
          />
        </p>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={accepted}
            onChange={(e) => setAccepted(e.target.checked)}
          />
          {t('terms.accept')}
        </label>
        {askUpdates ? (
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={updates}
              onChange={(e) => setUpdates(e.target.checked)}
            />
            {t('entry.periodicUpdates')}
          </label>
        ) : null}
        {error ? (
          <p className={styles.notice} role="alert">
            {error}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button variant="ghost" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button disabled={!accepted || busy} onClick={() => onAccept(askUpdates && updates)}>
            {t('terms.create')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}

/** Spec §4/§8 resend: a pending toast, then a success or error toast. */
export async function resendWithToasts(email: string): Promise<void> {
  const pending = toast.loading(translate('account:resend.pending'), {
    description: translate('account:resend.sending'),
  });
  try {
    await resendVerification(email);
    toast.dismiss(pending);
    toast.success(translate('account:resend.sent'), {
      description: translate('account:resend.sentTo', { email }),
    });
  } catch (error) {
    toast.dismiss(pending);
    toast.error(translate('account:resend.failed'), {
      description: serverMessageOf(error) ?? translate('account:errors.somethingWrong'),
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
  const { t } = useTranslation('account');
  return (
    <Modal
      open={open}
      onOpenChange={(o) => (o ? null : onClose())}
      title={t('registered.title')}
      size="sm"
    >
      <div className={styles.stack}>
        <p>
          <Trans
            t={t}
            i18nKey="registered.text"
            values={{ email }}
            components={{ strong: <strong /> }}
          />
        </p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => void resendWithToasts(email)}>
            {t('registered.resend')}
          </Button>
          <Button onClick={onClose}>{t('continueExploring')}</Button>
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
  const { t } = useTranslation('account');
  /** An error's `message` is the server's; null: the generic "Error when verifying email". */
  const [state, setState] = useState<
    | { status: 'pending' }
    | { status: 'ok'; email: string }
    | { status: 'error'; message: string | null }
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
        setState({ status: 'error', message: null });
        toast.error(translate('account:verification.failed'));
        return;
      }
      verifyEmail(payload)
        .then((data) => {
          markEmailVerified(data.email);
          setState({ status: 'ok', email: data.email });
          toast.success(translate('account:verification.success'), {
            description: translate('account:verification.userVerified'),
          });
        })
        .catch((error: unknown) => {
          const message = serverMessageOf(error);
          setState({ status: 'error', message });
          toast.error(message ?? translate('account:verification.failed'));
        });
    }, VERIFY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [code]);
  const close = () => {
    if (Date.now() - openedAt.current < CLOSE_GUARD_MS) return;
    onClose();
  };
  return (
    <Modal
      open
      onOpenChange={(o) => (o ? null : close())}
      title={t('verification.title')}
      size="sm"
    >
      <div className={styles.stack}>
        <div className={styles.status} role="status">
          {state.status === 'pending' ? <p>{t('verification.pending')}</p> : null}
          {state.status === 'ok' ? (
            <>
              <span className={styles.tick} aria-hidden="true">
                ✓
              </span>
              <p>{t('verification.verified', { email: state.email })}</p>
            </>
          ) : null}
          {state.status === 'error' ? (
            <p className={styles.error}>{state.message ?? t('verification.failed')}</p>
          ) : null}
        </div>
        <Button
          variant={state.status === 'error' ? 'danger' : 'primary'}
          disabled={state.status !== 'ok'}
          onClick={() => state.status === 'ok' && onGoToLogin(state.email)}
        >
          {state.status === 'pending'
            ? t('verification.verifying')
            : state.status === 'ok'
              ? t('verification.goToLogin')
              : t('verification.failed')}
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
  const { t } = useTranslation('account');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (code.trim() === '' || password.trim() === '') {
      setError(validationMessage('resetFields'));
      return;
    }
    setBusy(true);
    try {
      await resetPassword({ email, code: code.trim(), newPassword: password.trim() });
      toast.success(t('saved'), { description: t('reset.done') });
      onDone(email);
    } catch (e) {
      setError(resetFailure(e, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open onOpenChange={() => null} title={t('reset.title')} size="sm" dismissible={false}>
      <form
        className={styles.stack}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <p className={styles.muted}>{t('reset.codeSent', { email })}</p>
        <Field
          label={t('reset.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
        <Field
          label={t('newPassword')}
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
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={busy}>
            {t('reset.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** Welcome / usage (spec §2), after login: "Hello {firstName}!" and this month's usage. */
export function WelcomeModal({ firstName, onClose }: { firstName: string; onClose: () => void }) {
  const { t } = useTranslation('account');
  const sub = useQuery(subscriptionQuery);
  return (
    <Modal
      open
      onOpenChange={(o) => (o ? null : onClose())}
      title={t('welcome.title', { firstName })}
      size="sm"
    >
      <div className={styles.stack}>
        <p className={styles.legend}>{t('welcome.usage')}</p>
        {sub.isPending ? <p className={styles.muted}>{t('loading')}</p> : null}
        {sub.data ? <UsageBars usage={sub.data.usage} /> : null}
        <div className={styles.actions}>
          <Button onClick={onClose}>{t('continueExploring')}</Button>
          <Button
            variant="secondary"
            onClick={() => {
              onClose();
              openPricing();
            }}
          >
            {t('upgradeSubscription')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
