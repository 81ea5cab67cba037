import { lazy, Suspense, useEffect, useState } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';
import { useSignedIn } from '@/hooks/use-session';
import { CONSENT_EVENT, readConsent } from '@/lib/consent';

const ConsentUi = lazy(() => import('./consent-ui').then((m) => ({ default: m.ConsentUi })));

/**
 * Spec §2/§4 cookie consent. The banner shows on a first visit when no token is stored and no
 * choice has been made; afterwards the footer's settings icon reopens the preferences. Mounted
 * once the page has hydrated (the server knows nothing of the visitor's cookies) and the main
 * thread is idle; its code loads then. The banner's text is short: a late, large block of text
 * would become the page's largest paint (LCP).
 */
export function ConsentManager() {
  const hydrated = useHydrated();
  const signedIn = useSignedIn();
  const [decided, setDecided] = useState(
    () => typeof document !== 'undefined' && readConsent() !== null,
  );
  useEffect(() => {
    const update = () => setDecided(readConsent() !== null);
    window.addEventListener(CONSENT_EVENT, update);
    return () => window.removeEventListener(CONSENT_EVENT, update);
  }, []);
  // After the page's own work: the banner waits for the main thread to be idle (at most 2 s).
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!hydrated) return;
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(() => setIdle(true), 200);
      return () => clearTimeout(timer);
    }
    const id = requestIdleCallback(() => setIdle(true), { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }, [hydrated]);
  if (!hydrated || !idle) return null;
  return (
    <Suspense fallback={null}>
      <ConsentUi showBanner={!decided && !signedIn} />
    </Suspense>
  );
}
