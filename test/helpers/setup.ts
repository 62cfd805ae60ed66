// Runs before every test file: quiet logs and a test environment.
// Every response of the app's test servers is checked against the API's OpenAPI document.
import './contract-hook.ts';

process.env.NODE_ENV ??= 'test';
process.env.LOG_LEVEL ??= 'silent';

// Ctrl-C or a timeout's SIGTERM ends the run through process.exit, so that the
// 'exit' handlers still remove the temporary folders and the test cluster.
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const)
  process.once(signal, () => process.exit(code));
