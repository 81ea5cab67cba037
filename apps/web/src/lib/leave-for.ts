/**
 * Leaves the app for another page (a checkout or the payment provider's portal): one place, so
 * tests can see where the app would go (jsdom does not navigate).
 */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
