import { useSyncExternalStore } from 'react';
import { readStoredUser, STORED_USER_KEYS, type StoredUser } from '@/lib/stored-user';

let cachedRaw: string | undefined;
let cachedUser: StoredUser | null = null;

function rawValue(): string {
  try {
    return STORED_USER_KEYS.map((key) => localStorage.getItem(key) ?? '').join('\u0000');
  } catch {
    return '';
  }
}

// useSyncExternalStore needs a stable snapshot: parse again only when storage changed.
function snapshot(): StoredUser | null {
  const raw = rawValue();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedUser = readStoredUser();
  }
  return cachedUser;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/** The locally stored user (spec §3 `usr`, else `user`), kept in sync across tabs. */
export function useStoredUser(): StoredUser | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}
