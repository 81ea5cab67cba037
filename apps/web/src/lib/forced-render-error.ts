/**
 * Test hook for the e2e suite. `window.__EVIDENT_FORCE_RENDER_ERROR__` is read once, when the
 * app starts; a non-empty string makes `ForcedRenderError` (inside the layout) throw
 * `new Error(value)` during render, which exercises the full-screen error screen in a real
 * browser. Playwright sets it with `page.addInitScript`; nothing in the app ever sets it.
 */
export function readForcedRenderError(): string | null {
  if (typeof window === 'undefined') return null;
  const value: unknown = window.__EVIDENT_FORCE_RENDER_ERROR__;
  return typeof value === 'string' && value !== '' ? value : null;
}
