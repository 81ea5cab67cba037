import { AUTH_MESSAGES } from '@evident/contracts/auth';
import { tierOf } from '@evident/contracts/plans';
import type { TFunction } from 'i18next';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Modal } from '@/components/modal';
import type { AuthModalMode } from '@/hooks/use-auth-modals';
import { ApiError, serverMessageOf, errorText } from '@/lib/api-client';
import { saveSession } from '@/lib/session';
import { forgotPassword, login } from '../api/auth-api';
import {
  trimPassword,
  validateEmail,
  validateFirstName,
  validateLastName,
  validateLoginPassword,
  validatePassword,
  validationMessage,
} from '../validation';
import styles from './auth-form.module.css';
import { Field } from './field';
import '@/i18n/en/account';

/** Spec §8: a failed code request or reset, with the server's message when there is one. */
export function resetFailure(error: unknown, t: TFunction<'account'>): string {
  const message = serverMessageOf(error);
  return message ? t('errors.resetFailedWith', { message }) : t('errors.resetFailed');
}

export interface SignUpDraft {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  sendPeriodicUpdates: boolean;
}

function titleOf(mode: AuthModalMode, plan: string | null, t: TFunction<'account'>): string {
  if (plan && plan !== 'FREE' && (mode === 'choose' || mode === 'signup'))
    return t('entry.title.plan', { plan: t(`plans.${tierOf(plan)}`) });
  if (mode === 'signup') return t('entry.title.signup');
  if (mode === 'login') return t('entry.title.login');
  if (mode === 'forgot') return t('entry.title.forgot');
  return t('entry.title.choose');
}

/**
 * The entry (login / sign-up) modal of spec §2: a choice step ("…or use your email & password",
 * "First time here?"), then the sign-in, sign-up or forgot-password form. Sign-up hands its
 * validated draft to the terms modal; login stores the session.
 */
export function EntryModal({
  open,
  mode,
  email: initialEmail,
  plan,
  isMonthly,
  onModeChange,
  onClose,
  onSignUpDraft,
  onLoggedIn,
  onResetRequested,
  googleButton,
}: {
  open: boolean;
  mode: AuthModalMode;
  email: string;
  plan: string | null;
  isMonthly: boolean | null;
  onModeChange: (mode: AuthModalMode) => void;
  onClose: () => void;
  onSignUpDraft: (draft: SignUpDraft) => void;
  /** Spec §4: `redirect_options` may send the user to checkout or the pricing modal. */
  onLoggedIn: (redirect?: { redirect: string | null; modal: string | null }) => void;
  onResetRequested: (email: string) => void;
  /** "Continue with Google", when Google sign-in is configured. */
  googleButton?: ReactNode;
}) {
  const { t } = useTranslation('account');
  const [step, setStep] = useState<'start' | 'first-time'>('start');
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [remember, setRemember] = useState(false);
  const [updates, setUpdates] = useState(false);
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const [notice, setNotice] = useState<string | null>(null);
  /** The address of a login refused as unverified: its mail can be sent again (issue 56). */
  const [unverified, setUnverified] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const switchTo = (next: AuthModalMode) => {
    setErrors({});
    setNotice(null);
    setUnverified(null);
    onModeChange(next);
  };

  const submitLogin = async () => {
    const found = { email: validateEmail(email), password: validateLoginPassword(password) };
    setErrors(found);
    if (found.email || found.password) return;
    setBusy(true);
    setUnverified(null);
    try {
      const data = await login({
        email: email.trim(),
        password,
        rememberMe: remember,
        ...(plan ? { plan } : {}),
        ...(isMonthly === null ? {} : { isMonthly }),
      });
      saveSession(data);
      onLoggedIn(data.redirect_options);
    } catch (error) {
      const message = errorText(error, t('errors.unknown'));
      if (message === AUTH_MESSAGES.userNotFound) {
        // Spec §4: switch to sign-up with a red notice and cleared inputs.
        setEmail('');
        setPassword('');
        onModeChange('signup');
        setNotice(t('entry.userNotFound'));
      } else if (message === AUTH_MESSAGES.incorrectPassword) {
        // Kept in English by the server (a message the app acts on); shown in the reader's words.
        setErrors({ password: t('entry.incorrectPassword') });
      } else {
        setNotice(message);
        // The login's only 403: the address is not verified yet ("Please verify your email
        // address…", in the reader's language): offer its mail again instead of a dead end.
        if (error instanceof ApiError && error.status === 403) setUnverified(email.trim());
      }
    } finally {
      setBusy(false);
    }
  };

  const resend = (address: string) =>
    void import('./account-modals').then((m) => m.resendWithToasts(address));

  const submitSignUp = () => {
    const found = {
      email: validateEmail(email),
      password: validatePassword(password),
      firstName: validateFirstName(firstName),
      lastName: validateLastName(lastName),
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    onSignUpDraft({
      email: email.trim(),
      password,
      firstName,
      lastName,
      sendPeriodicUpdates: updates,
    });
  };

  const submitForgot = async () => {
    const bad = validateEmail(email) ? validationMessage('forgotEmail') : null;
    setErrors({ email: bad });
    if (bad) return;
    setBusy(true);
    try {
      await forgotPassword(email.trim());
      onResetRequested(email.trim());
    } catch (error) {
      setNotice(resetFailure(error, t));
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (mode === 'login') void submitLogin();
    else if (mode === 'signup') submitSignUp();
    else if (mode === 'forgot') void submitForgot();
  };

  const emailField = (
    <Field
      label={t('entry.email')}
      type="email"
      autoComplete="email"
      value={email}
      onChange={(e) => setEmail(e.target.value)}
      error={errors.email}
    />
  );
  const passwordField = (
    <Field
      label={t('entry.password')}
      type="password"
      autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
      value={password}
      onChange={(e) => setPassword(trimPassword(e.target.value))}
      error={errors.password}
    />
  );

  return (
    <Modal
      open={open}
      onOpenChange={(o) => (o ? null : onClose())}
      title={titleOf(mode, plan, t)}
      size="sm"
    >
      {mode === 'choose' ? (
        step === 'start' ? (
          <div className={styles.choices}>
            {googleButton}
            <Button onClick={() => setStep('first-time')}>{t('entry.useEmail')}</Button>
          </div>
        ) : (
          <div className={styles.choices}>
            <p className={styles.legend}>{t('entry.firstTime')}</p>
            <Button onClick={() => switchTo('signup')}>{t('entry.yes')}</Button>
            <Button variant="secondary" onClick={() => switchTo('login')}>
              {t('entry.no')}
            </Button>
            <Button variant="ghost" onClick={onClose}>
              {t('entry.changedMind')}
            </Button>
          </div>
        )
      ) : (
        <form className={styles.stack} onSubmit={onSubmit} noValidate>
          {notice ? (
            <p className={styles.notice} role="alert">
              {notice}
            </p>
          ) : null}
          {mode === 'login' && unverified ? (
            <Button type="button" variant="secondary" onClick={() => resend(unverified)}>
              {t('entry.resendVerification')}
            </Button>
          ) : null}
          {emailField}
          {mode !== 'forgot' ? passwordField : null}
          {mode === 'signup' ? (
            <>
              <Field
                label={t('entry.firstName')}
                autoComplete="given-name"
                value={firstName}
                onChange={(e) => setFirstName(e.target.value)}
                error={errors.firstName}
              />
              <Field
                label={t('entry.lastName')}
                autoComplete="family-name"
                value={lastName}
                onChange={(e) => setLastName(e.target.value)}
                error={errors.lastName}
              />
              <label className={styles.check}>
                <input
                  type="checkbox"
                  checked={updates}
                  onChange={(e) => setUpdates(e.target.checked)}
                />
                {t('entry.periodicUpdates')}
              </label>
            </>
          ) : null}
          {mode === 'login' ? (
            <div className={styles.row}>
              <label className={styles.check}>
                <input
                  type="checkbox"
                  checked={remember}
                  onChange={(e) => setRemember(e.target.checked)}
                />
                {t('entry.rememberMe')}
              </label>
              <button type="button" className={styles.link} onClick={() => switchTo('forgot')}>
                {t('entry.forgotPassword')}
              </button>
            </div>
          ) : null}
          <Button type="submit" disabled={busy}>
            {mode === 'login'
              ? t('entry.signIn')
              : mode === 'signup'
                ? t('entry.signUp')
                : t('entry.sendCode')}
          </Button>
          {mode === 'login' ? (
            <button type="button" className={styles.link} onClick={() => switchTo('signup')}>
              {t('entry.toSignUp')}
            </button>
          ) : mode === 'signup' ? (
            <button type="button" className={styles.link} onClick={() => switchTo('login')}>
              {t('entry.toSignIn')}
            </button>
          ) : (
            <button type="button" className={styles.link} onClick={() => switchTo('login')}>
              {t('entry.backToLogin')}
            </button>
          )}
        </form>
      )}
    </Modal>
  );
}
