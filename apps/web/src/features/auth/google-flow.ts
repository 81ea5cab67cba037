import { saveSession } from '@/lib/session';
import { checkGoogleUserExist, googleLogin, googleSignUp } from './api/auth-api';

/** Where a login goes next (spec §4 redirect_options: checkout, or the pricing modal). */
export type RedirectOptions = { redirect: string | null; modal: string | null };

export type GoogleOutcome = 'use-email' | 'needs-consent' | { signedIn: RedirectOptions };

/**
 * Spec §4 social sign-in: check whether the account exists (with the credential, never a bare
 * e-mail); an e-mail account → ask for e-mail sign-in; a Google account → log in (the answer says
 * where to go next); none → consent first (then `completeGoogleSignUp`).
 */
export async function startGoogleSignIn(credential: string, plan?: string): Promise<GoogleOutcome> {
  const { exists, flag } = await checkGoogleUserExist(credential);
  if (!exists) return 'needs-consent';
  if (flag === 'USING_EMAIL') return 'use-email';
  const data = await googleLogin(credential, plan);
  saveSession(data);
  return { signedIn: data.redirect_options };
}

/** After consent: sign up with the credential, then log in; where to go next. */
export async function completeGoogleSignUp(
  credential: string,
  sendPeriodicUpdates: boolean,
  plan?: string,
): Promise<RedirectOptions> {
  await googleSignUp(credential, sendPeriodicUpdates);
  const data = await googleLogin(credential, plan);
  saveSession(data);
  return data.redirect_options;
}

/**
 * Where a credential came from: Google's button, or the one-tap prompt (spec §8 gives one-tap its
 * own warning toasts).
 */
export type GoogleVia = 'button' | 'one-tap';

/**
 * Google's answer to a sign-in: the ID token and how the user chose the account (`select_by`:
 * `btn…` for the button; `auto`, `user`, `user_1tap`, `user_2tap`, `fedcm…` for one-tap).
 */
interface CredentialResponse {
  credential?: string;
  select_by?: string;
}

export const viaOf = (r: CredentialResponse): GoogleVia =>
  r.select_by?.startsWith('btn') ? 'button' : 'one-tap';

interface GoogleIdentity {
  initialize(options: {
    client_id: string;
    callback: (r: CredentialResponse) => void;
    auto_select?: boolean;
  }): void;
  renderButton(element: HTMLElement, options: Record<string, unknown>): void;
  prompt(): void;
}

let loading: Promise<GoogleIdentity> | null = null;

/** Loads Google Identity Services once (only when a client id is configured). */
export function loadGoogleIdentity(): Promise<GoogleIdentity> {
  const present = (window as unknown as { google?: { accounts?: { id?: GoogleIdentity } } }).google
    ?.accounts?.id;
  if (present) return Promise.resolve(present);
  loading ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = 'https://accounts.google.com/gsi/client';
    script.async = true;
    script.onload = () => {
      const id = (window as unknown as { google?: { accounts?: { id?: GoogleIdentity } } }).google
        ?.accounts?.id;
      if (id) resolve(id);
      else reject(new Error('Google Identity Services did not load'));
    };
    script.onerror = () => {
      loading = null;
      reject(new Error('Google Identity Services could not be loaded'));
    };
    document.head.append(script);
  });
  return loading;
}

let credentialHandler: (credential: string, via: GoogleVia) => void = () => {};
let initialized: Promise<GoogleIdentity> | null = null;

/**
 * Loads and initializes Google Identity Services once for `clientId`; every credential (button
 * or one-tap) goes to the latest handler set here.
 */
export function initGoogle(
  clientId: string,
  onCredential: (credential: string, via: GoogleVia) => void,
) {
  credentialHandler = onCredential;
  initialized ??= loadGoogleIdentity().then((id) => {
    id.initialize({
      client_id: clientId,
      callback: (r) => {
        if (r.credential) credentialHandler(r.credential, viaOf(r));
      },
    });
    return id;
  });
  initialized.catch(() => {
    initialized = null;
  });
  return initialized;
}
