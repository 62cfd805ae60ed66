const BASE = 'http://site.invalid';
const MAX_LENGTH = 2000;

const unsafe = (ch: string) => ch <= '\u001f' || ch === '\u007f' || ch === '\\';

/**
 * A client-given return path (a form's `back`) as a path on this site with its
 * query, or null when it could lead anywhere else. Checked after the URL parser
 * has resolved it, because dot segments (`/..//x`, `/%2e%2e//x`) can turn a
 * path into `//x`, which a browser reads as another host. Backslashes, tabs and
 * other control characters are refused outright: browsers treat `\` as `/` and
 * drop tabs and newlines, so `/\x` or `/\t/x` would also end up as `//x`.
 */
export function localPath(given: string): string | null {
  if (!given.startsWith('/') || given.length > MAX_LENGTH || [...given].some(unsafe)) return null;
  let url: URL;
  try {
    url = new URL(given, BASE);
  } catch {
    return null;
  }
  const path = url.pathname + url.search;
  return url.origin === BASE && path.startsWith('/') && !path.startsWith('//') ? path : null;
}
