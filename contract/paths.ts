/** Canonical site paths end in a slash; files (robots.txt) and the root do not change. */
export function withTrailingSlash(pathname: string): string {
  if (pathname.endsWith('/')) return pathname;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return last.includes('.') ? pathname : `${pathname}/`;
}
