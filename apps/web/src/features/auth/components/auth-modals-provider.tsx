import { useQueryClient } from '@tanstack/react-query';
import { lazy, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { LoadedAfterHydration } from '@/components/loaded-after-hydration';
import { toast } from '@/components/toast';
import { AuthModalsContext, type AuthModalMode, type AuthModals } from '@/hooks/use-auth-modals';
import { t } from '@/i18n/i18n';
import { setUnauthorizedHandler, errorText } from '@/lib/api-client';
import { clearSession, getAccessToken, getRefreshToken } from '@/lib/session';
import { readStoredUser } from '@/lib/stored-user';
import { openPricing } from '@/lib/subscription';
import { usePublicConfig } from '@/hooks/use-public-config';
import { useSignedIn } from '@/hooks/use-session';
import { choosePlan } from '@evident/contracts/plans';
import { logout, signUp } from '../api/auth-api';
import {
  completeGoogleSignUp,
  initGoogle,
  startGoogleSignIn,
  type GoogleVia,
} from '../google-flow';
import type { SignUpDraft } from './entry-modal';

// The modals and their forms load when one opens (ADR 017, 028): a first visit that never signs
// in does not download or evaluate them (nor the contracts their forms check).
const EntryModal = lazy(() => import('./entry-modal').then((m) => ({ default: m.EntryModal })));
const GoogleButton = lazy(() =>
  import('./google-button').then((m) => ({ default: m.GoogleButton })),
);
const accountModals = () => import('./account-modals');
const TermsModal = lazy(() => accountModals().then((m) => ({ default: m.TermsModal })));
const RegistrationSuccessModal = lazy(() =>
  accountModals().then((m) => ({ default: m.RegistrationSuccessModal })),
);
const VerificationModal = lazy(() =>
  accountModals().then((m) => ({ default: m.VerificationModal })),
);
const ResetPasswordModal = lazy(() =>
  accountModals().then((m) => ({ default: m.ResetPasswordModal })),
);
const WelcomeModal = lazy(() => accountModals().then((m) => ({ default: m.WelcomeModal })));
import { leaveFor, reloadPage } from '@/lib/leave-for';

/** Spec §9: the reset modal opens 200 ms after the code request; auth error toasts last 9 s. */
const RESET_OPEN_DELAY_MS = 200;
const AUTH_TOAST_MS = 9000;

/**
 * Owns the account modals (spec §2 modal state: type, name, link) and implements the shared
 * `AuthModals` context: the menu, the avatar and pages open them through it. Reads the `code`
 * (verification link), `plan` and `isMonthly` query parameters.
 */
export function AuthModalsProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  /** `reloadOnClose`: the login opened by a finished reset (spec §4: the page reloads on close). */
  const [entry, setEntry] = useState<{
    mode: AuthModalMode;
    email: string;
    key: number;
    reloadOnClose?: boolean;
  } | null>(null);
  const [draft, setDraft] = useState<SignUpDraft | null>(null);
  const [termsError, setTermsError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [registered, setRegistered] = useState<string | null>(null);
  const [resetEmail, setResetEmail] = useState<string | null>(null);
  const [welcome, setWelcome] = useState<string | null>(null);
  /** A Google credential waiting for consent (spec §4: consent, then sign-up, then login). */
  const [googleCredential, setGoogleCredential] = useState<string | null>(null);
  const googleClientId = usePublicConfig().data?.googleClientId ?? null;
  const signedIn = useSignedIn();

  const code = params.get('code');
  const isMonthly = params.has('isMonthly') ? params.get('isMonthly') === 'true' : null;
  // Spec §2: `plan` (a code or a bare tier) and `isMonthly` select one plan; anything else, none.
  const plan = choosePlan(params.get('plan'), isMonthly);

  const open = useCallback((mode: AuthModalMode, options: { email?: string } = {}) => {
    setEntry({ mode, email: options.email ?? '', key: Date.now() });
  }, []);

  const signOut = useCallback(() => {
    // The server revokes the refresh token; signing out here does not wait for it.
    const refreshToken = getRefreshToken();
    if (refreshToken) void logout(refreshToken).catch(() => {});
    clearSession();
    queryClient.removeQueries({ queryKey: ['auth'] });
    void navigate('/');
  }, [navigate, queryClient]);

  useEffect(() => {
    setUnauthorizedHandler((reason) => {
      queryClient.removeQueries({ queryKey: ['auth'] });
      toast.error(reason, { duration: AUTH_TOAST_MS });
      void navigate('/');
    });
  }, [navigate, queryClient]);

  const dropParam = (name: string) =>
    setParams(
      (p) => {
        p.delete(name);
        return p;
      },
      { replace: true },
    );

  const createAccount = async () => {
    if (!draft) return;
    setBusy(true);
    setTermsError(null);
    try {
      await signUp({
        email: draft.email,
        password: draft.password,
        firstName: draft.firstName,
        ...(draft.lastName ? { lastName: draft.lastName } : {}),
        sendPeriodicUpdates: draft.sendPeriodicUpdates,
        ...(plan ? { plan } : {}),
        ...(isMonthly === null ? {} : { isMonthly }),
      });
      setDraft(null);
      setRegistered(draft.email);
    } catch (error) {
      setTermsError(errorText(error, t('shell:auth.unknownError')));
    } finally {
      setBusy(false);
    }
  };

  const afterLogin = useCallback(
    (options?: { redirect: string | null; modal: string | null }) => {
      setEntry(null);
      void queryClient.invalidateQueries({ queryKey: ['auth'] });
      if (!getAccessToken()) return;
      // Spec §4: a plan chosen before login goes on to checkout, or to the pricing modal.
      if (options?.redirect) {
        leaveFor(options.redirect);
        return;
      }
      if (options?.modal === 'pricing') {
        openPricing();
        return;
      }
      setWelcome(readStoredUser()?.firstName ?? '');
    },
    [queryClient],
  );

  const onGoogleCredential = useCallback(
    (credential: string, via: GoogleVia) => {
      startGoogleSignIn(credential, plan ?? undefined)
        .then((outcome) => {
          if (typeof outcome === 'object') afterLogin(outcome.signedIn);
          else if (outcome === 'use-email') {
            // Spec §8: a Google sign-in meets an e-mail account.
            toast.error(t('shell:auth.googleUseEmail'));
            open('login');
          } else {
            // Spec §8 one-tap warning; then, as from the button, consent and sign-up (spec §4).
            if (via === 'one-tap') toast.warning(t('shell:auth.googleNoAccount'));
            setEntry(null);
            setTermsError(null);
            setGoogleCredential(credential);
          }
        })
        // Spec §8 one-tap warning (its English keeps the spec's spelling); from the button, an error.
        .catch(() =>
          (via === 'one-tap' ? toast.warning : toast.error)(t('shell:auth.googleFailed')),
        );
    },
    [afterLogin, open, plan],
  );

  // Spec §4 /signup guard.
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname !== '/signup') return;
    const free = !plan || plan === 'FREE';
    if (signedIn) {
      if (free) void navigate('/profile', { replace: true });
      else openPricing();
      return;
    }
    // Spec §9: modals open after 200 ms.
    const timer = setTimeout(() => open(free ? 'signup' : 'choose'), 200);
    return () => clearTimeout(timer);
    // Only on arrival at /signup.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  // One-tap for signed-out visitors when Google sign-in is configured (spec §1, §4).
  useEffect(() => {
    if (!googleClientId || signedIn) return;
    initGoogle(googleClientId, onGoogleCredential)
      .then((id) => id.prompt())
      .catch(() => {});
  }, [googleClientId, signedIn, onGoogleCredential]);

  const createGoogleAccount = async (sendPeriodicUpdates: boolean) => {
    if (!googleCredential) return;
    setBusy(true);
    try {
      const next = await completeGoogleSignUp(
        googleCredential,
        sendPeriodicUpdates,
        plan ?? undefined,
      );
      setGoogleCredential(null);
      afterLogin(next);
    } catch (error) {
      setTermsError(errorText(error, t('shell:auth.unknownError')));
    } finally {
      setBusy(false);
    }
  };

  const value = useMemo<AuthModals>(() => ({ open, signOut }), [open, signOut]);

  return (
    <AuthModalsContext value={value}>
      {children}
      {/* The modals (opened by the URL too) follow the hydration: the server renders none. */}
      <LoadedAfterHydration fallback={null}>
        {entry ? (
          <EntryModal
            key={entry.key}
            open
            mode={entry.mode}
            email={entry.email}
            plan={plan}
            isMonthly={isMonthly}
            onModeChange={(mode) => setEntry((e) => (e ? { ...e, mode } : e))}
            onClose={() => {
              setEntry(null);
              if (entry.reloadOnClose) reloadPage();
            }}
            onSignUpDraft={(d) => {
              setEntry(null);
              setTermsError(null);
              setDraft(d);
            }}
            onLoggedIn={afterLogin}
            googleButton={
              googleClientId ? (
                <GoogleButton clientId={googleClientId} onCredential={onGoogleCredential} />
              ) : undefined
            }
            onResetRequested={(email) => {
              setEntry(null);
              setTimeout(() => setResetEmail(email), RESET_OPEN_DELAY_MS);
            }}
          />
        ) : null}
        {draft !== null ? (
          <TermsModal
            key={draft.email}
            open
            busy={busy}
            error={termsError}
            onAccept={() => void createAccount()}
            onClose={() => setDraft(null)}
          />
        ) : null}
        {googleCredential !== null ? (
          <TermsModal
            key="google"
            open
            busy={busy}
            error={termsError}
            askUpdates
            onAccept={(updates) => void createGoogleAccount(updates)}
            onClose={() => setGoogleCredential(null)}
          />
        ) : null}
        {registered !== null ? (
          <RegistrationSuccessModal open email={registered} onClose={() => setRegistered(null)} />
        ) : null}
        {code ? (
          <VerificationModal
            code={code}
            onClose={() => dropParam('code')}
            onGoToLogin={(email) => {
              dropParam('code');
              open('login', { email });
            }}
          />
        ) : null}
        {resetEmail ? (
          <ResetPasswordModal
            email={resetEmail}
            onCancel={() => {
              // Spec §4: the page reloads when the reset is closed (here, or its login after it).
              setResetEmail(null);
              reloadPage();
            }}
            onDone={(email) => {
              setResetEmail(null);
              setEntry({ mode: 'login', email, key: Date.now(), reloadOnClose: true });
            }}
          />
        ) : null}
        {welcome !== null ? (
          <WelcomeModal firstName={welcome} onClose={() => setWelcome(null)} />
        ) : null}
      </LoadedAfterHydration>
    </AuthModalsContext>
  );
}
