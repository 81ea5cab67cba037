import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { preloadModal } from './src/components/modal';
import { installMatchMedia, setViewportWidth } from './src/test-utils/match-media';

installMatchMedia();
// Dialogs load their code on first use in the app; tests open them at once.
await preloadModal();

beforeEach(() => {
  setViewportWidth(1280);
  // jsdom does not implement scrolling; the navigation effects call these.
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
