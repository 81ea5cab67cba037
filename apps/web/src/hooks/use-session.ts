import { useSyncExternalStore } from 'react';
import { getAccessToken, onSessionChange } from '@/lib/session';

/** Spec §4: signed in = a non-empty stored access token; re-renders when the session changes. */
export function useSignedIn(): boolean {
  return useSyncExternalStore(
    onSessionChange,
    () => getAccessToken() !== null,
    () => false,
  );
}
