/**
 * A URL as logs may show it: the values of query parameters that are secrets
 * (the My booking lookup's e-mail address and code, a document link's
 * signature, tokens), the booking code in /api/reservation/{code}/… and the
 * token of a calendar export /api/calendars/{token}.ics are replaced by '…'. Everything else is kept, as given.
 */
const SECRET_PARAMS = new Set(['email', 'bookingcode', 'sig', 'token', 'password']);
const CODE_IN_PATH = /^(\/api\/reservation\/)[0-9]+(?=[/?]|$)/;
const TOKEN_IN_PATH = /^(\/api\/calendars\/)[^/?]+?(?=(\.ics)?(?:[/?]|$))/;
const MASK = '…';

export function maskUrl(url: string): string {
  const q = url.indexOf('?');
  const path = (q === -1 ? url : url.slice(0, q))
    .replace(CODE_IN_PATH, `$1${MASK}`)
    .replace(TOKEN_IN_PATH, `$1${MASK}`);
  if (q === -1) return path;
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq === -1 ? pair : pair.slice(0, eq);
      return SECRET_PARAMS.has(paramName(name)) ? `${name}=${MASK}` : pair;
    });
  return `${path}?${params.join('&')}`;
}

/** The lower-cased, decoded name (a client may write bookingCode as bookingCod%65). */
function paramName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' ')).trim().toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}
