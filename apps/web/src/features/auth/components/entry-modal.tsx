import { AUTH_MESSAGES } from '@evident/contracts/auth';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/button';
import { Modal } from '@/components/modal';
import type { AuthModalMode } from '@/hooks/use-auth-modals';
import { ApiError } from '@/lib/api-client';
import { saveSession } from '@/lib/session';
import { forgotPassword, login } from '../api/auth-api';
import {
  trimPassword,
  validateEmail,
  validateFirstName,
  validateLastName,
  validateLoginPassword,
  validatePassword,
} from '../validation';
import styles from './auth-form.module.css';
import { Field } from './field';

/** Spec §8: how "user doesnot exist" is shown. */
export const USER_NOT_FOUND_NOTICE =
  "We couldn't find an account associated with the provided email address. Please double-check the email or consider creating a new account.";
export const FORGOT_RESET_FAILURE = 'Something went wrong. Try again';

export interface SignUpDraft {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  sendPeriodicUpdates: boolean;
}

const planName = (plan: string) => {
  const tier = plan.split('_')[0]!.toLowerCase();
  return tier.charAt(0).toUpperCase() + tier.slice(1).replace('Advance', 'Advanced');
};

function titleOf(mode: AuthModalMode, plan: string | null): string {
  if (plan && plan !== 'FREE' && (mode === 'choose' || mode === 'signup'))
    return `Start Your ${planName(plan)} Plan!`;
  if (mode === 'signup') return 'Signup free in one click...';
  if (mode === 'login') return 'Login in one click...';
  if (mode === 'forgot') return 'Forgot your password?';
  return 'Start beating the market in one click';
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
  const [step, setStep] = useState<'start' | 'first-time'>('start');
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [remember, setRemember] = useState(false);
  const [updates, setUpdates] = useState(false);
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const switchTo = (next: AuthModalMode) => {
    setErrors({});
    setNotice(null);
    onModeChange(next);
  };

  const submitLogin = async () => {
    const found = { email: validateEmail(email), password: validateLoginPassword(password) };
    setErrors(found);
    if (found.email || found.password) return;
    setBusy(true);
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
      const message = error instanceof ApiError ? error.message : 'Unknow';
      if (message === AUTH_MESSAGES.userNotFound) {
        // Spec §4: switch to sign-up with a red notice and cleared inputs.
        setEmail('');
        setPassword('');
        onModeChange('signup');
        setNotice(USER_NOT_FOUND_NOTICE);
      } else if (message === AUTH_MESSAGES.incorrectPassword) {
        setErrors({ password: message });
      } else {
        setNotice(message);
      }
    } finally {
      setBusy(false);
    }
  };

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
    const bad = validateEmail(email) ? 'Please enter a valid email address' : null;
    setErrors({ email: bad });
    if (bad) return;
    setBusy(true);
    try {
      await forgotPassword(email.trim());
      onResetRequested(email.trim());
    } catch (error) {
      setNotice(
        `${FORGOT_RESET_FAILURE}. ${error instanceof ApiError ? error.message : ''}`.trim(),
      );
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
      label="E-mail"
      type="email"
      autoComplete="email"
      value={email}
      onChange={(e) => setEmail(e.target.value)}
      error={errors.email}
    />
  );
  const passwordField = (
    <Field
      label="Password"
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
      title={titleOf(mode, plan)}
      size="sm"
    >
      {mode === 'choose' ? (
        step === 'start' ? (
          <div className={styles.choices}>
            {googleButton}
            <Button onClick={() => setStep('first-time')}>
              ...or use your email &amp; password
            </Button>
          </div>
        ) : (
          <div className={styles.choices}>
            <p className={styles.legend}>First time here?</p>
            <Button onClick={() => switchTo('signup')}>Yep! Sign me up free!</Button>
            <Button variant="secondary" onClick={() => switchTo('login')}>
              Nope. Let me in!
            </Button>
            <Button variant="ghost" onClick={onClose}>
              I changed my mind...
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
          {emailField}
          {mode !== 'forgot' ? passwordField : null}
          {mode === 'signup' ? (
            <>
              <Field
                label="First name"
                autoComplete="given-name"
                value={firstName}
                onChange={(e) => setFirstName(e.target.value)}
                error={errors.firstName}
              />
              <Field
                label="Last name (optional)"
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
                Yes, I want to receive periodic updates.
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
                Remember me
              </label>
              <button type="button" className={styles.link} onClick={() => switchTo('forgot')}>
                Forgot your password?
              </button>
            </div>
          ) : null}
          <Button type="submit" disabled={busy}>
            {mode === 'login' ? 'Sign in' : mode === 'signup' ? 'Sign up free' : 'Send me a code'}
          </Button>
          {mode === 'login' ? (
            <button type="button" className={styles.link} onClick={() => switchTo('signup')}>
              First time here? Sign up free
            </button>
          ) : mode === 'signup' ? (
            <button type="button" className={styles.link} onClick={() => switchTo('login')}>
              Already have an account? Sign in
            </button>
          ) : (
            <button type="button" className={styles.link} onClick={() => switchTo('login')}>
              Take me back to login
            </button>
          )}
        </form>
      )}
    </Modal>
  );
}
