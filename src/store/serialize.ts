/**
 * JSON for an inline <script>: `<`, `>` and `&` become unicode escapes so no
 * `</script>` or `<!--` can end or confuse the element, and U+2028/U+2029 are
 * escaped for older JavaScript parsers.
 */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
