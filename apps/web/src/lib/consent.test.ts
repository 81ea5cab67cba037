import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONSENT_COOKIE, CONSENT_EVENT, consentGiven, readConsent, saveConsent } from './consent';

beforeEach(() => {
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
});
afterEach(() => {
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
});

describe('cookie consent (spec §4/§9)', () => {
  it('has no choice at first, and denies the optional categories by default', () => {
    expect(readConsent()).toBeNull();
    expect(consentGiven('analytics')).toBe(false);
    expect(consentGiven('marketing')).toBe(false);
  });

  it('keeps a choice in the consent cookie and announces it', () => {
    let heard = 0;
    const listener = () => (heard += 1);
    window.addEventListener(CONSENT_EVENT, listener);
    saveConsent({ analytics: true, marketing: false }, new Date('2026-11-27T10:00:00Z'));
    window.removeEventListener(CONSENT_EVENT, listener);
    expect(heard).toBe(1);
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=`);
    expect(readConsent()).toEqual({
      necessary: true,
      analytics: true,
      marketing: false,
      decidedAt: '2026-11-27T10:00:00.000Z',
    });
    expect(consentGiven('analytics')).toBe(true);
    expect(consentGiven('marketing')).toBe(false);
  });

  it('asks again when the cookie is unreadable', () => {
    document.cookie = `${CONSENT_COOKIE}=not-json; Path=/`;
    expect(readConsent()).toBeNull();
    document.cookie = `${CONSENT_COOKIE}=${encodeURIComponent('{"analytics":"yes"}')}; Path=/`;
    expect(readConsent()).toBeNull();
  });
});
