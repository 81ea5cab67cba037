/**
 * The server's own strictly necessary cookies (no consent: ADR 057, ADR 059), named here so the
 * server and the privacy page agree. Both are HttpOnly: the web app never reads them.
 */

/** The visitor cookie (issue 56, ADR 059): a signed random id by which a visitor's analyses are counted. */
export const VISITOR_COOKIE = 'evident_visitor';
export const VISITOR_COOKIE_DAYS = 365;

/** The known-device cookie (ADR 057; set by the server's `modules/auth/known-device.ts`). */
export const DEVICE_COOKIE = 'evident_device';
export const DEVICE_COOKIE_DAYS = 90;
