export {};

declare global {
  interface Window {
    /**
     * Test hook (e2e only): when this is a non-empty string at start-up, a component inside the
     * layout throws `new Error(value)` while rendering, so the error screen can be exercised in a
     * real browser. Set it with Playwright's `page.addInitScript`. Never set in production.
     */
    __EVIDENT_FORCE_RENDER_ERROR__?: string;
  }
}
