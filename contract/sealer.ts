/**
 * Seals short-lived values that only the server reads back (httpOnly cookies):
 * the server holds the secret and implements it (server/http/seal.ts), and
 * hands it to the site's render, so src never imports server.
 */
export interface Sealer {
  /** The value with its purpose and expiry, encrypted and authenticated: unreadable and unforgeable. */
  seal(purpose: string, value: string, maxAgeSeconds: number): string;
  /** The value, or null when the token is missing, forged, for another purpose or expired. */
  unseal(purpose: string, token: string | undefined): string | null;
}
