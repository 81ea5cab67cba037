import type { TokenData } from '@evident/contracts/auth';
/**
 * The signed-in session in local storage (spec §3 keys). Spec §4: signed in means a non-empty
 * `accessToken`. Reading storage can throw (privacy modes, disabled storage): that counts as
 * signed out. Changes are announced to this tab (a custom event) and to others (`storage`).
 */
export const ACCESS_TOKEN_KEY = 'accessToken';
export const REFRESH_TOKEN_KEY = 'refreshToken';
export const SUBSCRIPTION_KEY = 'user-subscription';
/** Spec §3: the user as `usr`, with a cached copy as `user`. */
export const USER_KEYS = ['usr', 'user'] as const;
const VERIFIED_PREFIX = 'verified-email:';
export const SESSION_EVENT = 'evident:session';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the session lives as long as the page.
  }
}

function announce(): void {
  window.dispatchEvent(new Event(SESSION_EVENT));
}

export function getAccessToken(): string | null {
  const token = read(ACCESS_TOKEN_KEY);
  return token && token.trim() !== '' ? token : null;
}

export function getRefreshToken(): string | null {
  const token = read(REFRESH_TOKEN_KEY);
  return token && token.trim() !== '' ? token : null;
}

export function isSignedIn(): boolean {
  return getAccessToken() !== null;
}

/** A token answer of the API (login, refresh, password change): the contracts' shape. */
export type SessionData = Pick<TokenData, 'token' | 'refreshToken' | 'user'> & {
  subscription?: TokenData['subscription'];
};

/** Stores a token response (login, refresh, password change). */
export function saveSession(data: SessionData): void {
  write(ACCESS_TOKEN_KEY, data.token);
  write(REFRESH_TOKEN_KEY, data.refreshToken);
  const user = JSON.stringify(data.user);
  for (const key of USER_KEYS) write(key, user);
  if (data.subscription !== undefined) write(SUBSCRIPTION_KEY, JSON.stringify(data.subscription));
  announce();
}

export function saveSubscription(subscription: unknown): void {
  write(SUBSCRIPTION_KEY, JSON.stringify(subscription));
}

/** Spec §4/§8: clears all stored auth data. */
export function clearSession(): void {
  for (const key of [ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY, SUBSCRIPTION_KEY, ...USER_KEYS]) {
    write(key, null);
  }
  announce();
}

/** Spec §3 "verified-email flags": remembered once an address was verified in this browser. */
export function markEmailVerified(email: string): void {
  write(`${VERIFIED_PREFIX}${email.toLowerCase()}`, 'true');
}

export function isEmailVerified(email: string): boolean {
  return read(`${VERIFIED_PREFIX}${email.toLowerCase()}`) === 'true';
}

/** Subscribes to session changes in this tab and others. */
export function onSessionChange(listener: () => void): () => void {
  window.addEventListener(SESSION_EVENT, listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(SESSION_EVENT, listener);
    window.removeEventListener('storage', listener);
  };
}
