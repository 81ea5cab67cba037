/**
 * Leaves the app for another page (a checkout or the payment provider's portal): one place, so
 * tests can see where the app would go (jsdom does not navigate).
 */
export function leaveFor(url: string): void {
  window.location.assign(url);
}

/** Reloads the page (spec §4: closing the reset modal); here for the same reason as `leaveFor`. */
export function reloadPage(): void {
  window.location.reload();
}
