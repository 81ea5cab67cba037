import { createContext, use } from 'react';

/** What the account modals can be asked to show (spec §2 "Entry" modal modes). */
export type AuthModalMode = 'choose' | 'login' | 'signup' | 'forgot';

export interface AuthModals {
  /** Opens the user modal in a mode; `email` pre-fills the form. */
  open(mode: AuthModalMode, options?: { email?: string }): void;
  signOut(): void;
}

/**
 * Shared so the shell (menu, avatar) and pages can open the sign-in modal without importing the
 * auth feature; the app mounts the feature's provider, which implements it.
 */
export const AuthModalsContext = createContext<AuthModals | null>(null);

export function useAuthModals(): AuthModals {
  const value = use(AuthModalsContext);
  if (!value) throw new Error('useAuthModals must be used inside the auth modals provider');
  return value;
}
