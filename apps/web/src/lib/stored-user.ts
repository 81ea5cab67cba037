/**
 * Spec §3: the user is stored locally as `usr`, with a cached copy as `user`. Either may be
 * missing or hold anything, so every field is checked before use.
 */
export type StoredUser = {
  firstName?: string;
  lastName?: string;
  email?: string;
  photoURL?: string;
};

export const STORED_USER_KEYS = ['usr', 'user'] as const;

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function parse(raw: string | null): StoredUser | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  return {
    firstName: text(record.firstName),
    lastName: text(record.lastName),
    email: text(record.email),
    photoURL: text(record.photoURL),
  };
}

export function readStoredUser(): StoredUser | null {
  for (const key of STORED_USER_KEYS) {
    let raw: string | null;
    try {
      raw = localStorage.getItem(key);
    } catch {
      return null;
    }
    const user = parse(raw);
    if (user) return user;
  }
  return null;
}

/** "Ada Lovelace" → "AL"; a single name gives one letter; no names gives an empty string. */
export function initialsOf(user: Pick<StoredUser, 'firstName' | 'lastName'> | null): string {
  if (!user) return '';
  const first = user.firstName?.charAt(0) ?? '';
  const last = user.lastName?.charAt(0) ?? '';
  return `${first}${last}`.toUpperCase();
}
