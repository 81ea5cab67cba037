/**
 * Spec §7: every call carries a public API key header. The bundled web app sends this key; the
 * server accepts it when `API_KEYS` is not configured.
 */
export const API_KEY_HEADER = 'x-api-key';
export const PUBLIC_WEB_API_KEY = 'evident-public-web';
export const INVALID_API_KEY_MESSAGE = 'Invalid API key';
