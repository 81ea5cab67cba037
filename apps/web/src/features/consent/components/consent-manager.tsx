import { lazy, Suspense, useEffect, useState } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';
import { useSignedIn } from '@/hooks/use-session';
import { CONSENT_EVENT, readConsent } from '@/lib/consent';

const ConsentUi = lazy(() => import('./consent-ui').then((m) => ({ default: m.ConsentUi })));

/**
 * Spec §2/§4 cookie consent. The banner shows on a first visit when no token is stored and no
 * choice has been made; afterwards a settings icon reopens the preferences. Mounted after the
 * page has hydrated (the server knows nothing of the visitor's cookies), its code loads then.
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
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <ConsentUi showBanner={!decided && !signedIn} />
    </Suspense>
  );
}
