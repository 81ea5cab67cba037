import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { initGoogle, type GoogleVia } from '../google-flow';
import '@/i18n/en/account';

/**
 * Google's own "Continue with Google" button (rendered by Google Identity Services, in the
 * interface's language).
 */
export function GoogleButton({
  clientId,
  onCredential,
}: {
  clientId: string;
  onCredential: (credential: string, via: GoogleVia) => void;
}) {
  const { t, i18n } = useTranslation('account');
  const language = i18n.language;
  const ref = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    initGoogle(clientId, onCredential)
      .then((id) => {
        if (!cancelled && ref.current) {
          id.renderButton(ref.current, {
            text: 'continue_with',
            theme: 'outline',
            size: 'large',
            width: 320,
            locale: language,
          });
        }
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [clientId, onCredential, language]);
  // No dead button: when Google cannot be reached, e-mail sign-in remains.
  if (failed) return null;
  return <div ref={ref} aria-label={t('google.continue')} />;
}
