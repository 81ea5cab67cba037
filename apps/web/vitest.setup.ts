import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { preloadModal } from './src/components/modal';
// The app's i18next instance (English), as the app's providers load it.
import './src/i18n/i18n';
import { installMatchMedia, setViewportWidth } from './src/test-utils/match-media';

// A test file may run where there is no DOM (`@vitest-environment node`: the prerender test).
const dom = typeof window !== 'undefined';

if (dom) {
  installMatchMedia();
  // Dialogs load their code on first use in the app; tests open them at once.
  await preloadModal();
}

beforeEach(() => {
  if (!dom) return;
  setViewportWidth(1280);
  // A returning visitor who has made their cookie choice (analytics and marketing refused): the
  // consent banner would otherwise cover every page. The consent tests clear it.
  document.cookie = `evident_consent=${encodeURIComponent(
    JSON.stringify({ analytics: false, marketing: false, decidedAt: '2026-01-01T00:00:00.000Z' }),
  )}; Path=/`;
  // jsdom does not implement scrolling; the navigation effects call these.
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => {
  if (dom) {
    cleanup();
    localStorage.clear();
  }
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
