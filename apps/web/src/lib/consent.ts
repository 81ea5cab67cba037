/**
 * Cookie consent (issue 23, spec §3/§4/§9): the visitor's choice for the optional categories,
 * kept 365 days in the `evident_consent` cookie. Necessary storage (the session, the language)
 * needs no consent; analytics and marketing are denied until accepted, and nothing optional is
 * stored or sent before.
 */
export const CONSENT_COOKIE = 'evident_consent';
/** Spec §9: the consent cookie lasts 365 days. */
export const CONSENT_DAYS = 365;
export const CONSENT_EVENT = 'evident:consent';
/** Asks the consent dialogs to open the preferences (the footer's settings icon). */
export const OPEN_CONSENT_EVENT = 'evident:consent-open';

export const openConsentPreferences = (): void => {
  window.dispatchEvent(new CustomEvent(OPEN_CONSENT_EVENT));
};

export type ConsentChoice = { analytics: boolean; marketing: boolean };
export type Consent = ConsentChoice & { necessary: true; decidedAt: string };

/** Spec §4: the defaults are denied. */
export const DEFAULT_CHOICE: ConsentChoice = { analytics: false, marketing: false };

function cookieValue(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}

/** The stored choice, or null when there is none (or it is unreadable: asked again). */
export function readConsent(): Consent | null {
  const raw = cookieValue(CONSENT_COOKIE);
  if (!raw) return null;
  try {
    const value = JSON.parse(decodeURIComponent(raw)) as Partial<Consent>;
    if (typeof value.analytics !== 'boolean' || typeof value.marketing !== 'boolean') return null;
    return {
      necessary: true,
      analytics: value.analytics,
      marketing: value.marketing,
      decidedAt: typeof value.decidedAt === 'string' ? value.decidedAt : '',
    };
  } catch {
    return null;
  }
}

/** Keeps the visitor's choice for 365 days and tells the app. */
export function saveConsent(choice: ConsentChoice, now = new Date()): Consent {
  const consent: Consent = {
    necessary: true,
    analytics: choice.analytics,
    marketing: choice.marketing,
    decidedAt: now.toISOString(),
  };
  const secure =
    typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    `${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify(consent))}; Max-Age=${CONSENT_DAYS * 86_400}` +
    `; Path=/; SameSite=Lax${secure}`;
  window.dispatchEvent(new CustomEvent(CONSENT_EVENT));
  return consent;
}

/** True only when the visitor accepted this optional category. */
export function consentGiven(category: keyof ConsentChoice): boolean {
  return readConsent()?.[category] === true;
}
