/**
 * Spec §4: signed in means a non-empty `accessToken` in local storage. Reading storage can throw
 * (privacy modes, disabled storage), which counts as signed out.
 */
export const ACCESS_TOKEN_KEY = 'accessToken';

export function getAccessToken(): string | null {
  try {
    const token = localStorage.getItem(ACCESS_TOKEN_KEY);
    return token && token.trim() !== '' ? token : null;
  } catch {
    return null;
  }
}

export function isSignedIn(): boolean {
  return getAccessToken() !== null;
}
