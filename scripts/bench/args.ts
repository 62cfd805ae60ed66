/** `--name=value` and bare `--flag` command-line options of a benchmark script. */
export function benchArgs(): Record<string, string> {
  return Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
}
