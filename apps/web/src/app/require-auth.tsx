import { Navigate, Outlet } from 'react-router';
import { isSignedIn } from '@/lib/session';

/** Spec §4: a route guard without a token redirects to `/`. */
export function RequireAuth() {
  return isSignedIn() ? <Outlet /> : <Navigate to="/" replace />;
}
