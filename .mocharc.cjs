// Unit, API, SSR and browser tests in one run; TypeScript through tsx.
// `npx mocha test/unit/x.test.ts` runs just that file, in one process: the default spec applies only when none is named.
// The whole run spreads its files over worker processes (docs/architecture.md, "Testing"): MOCHA_JOBS sets how many,
// and MOCHA_JOBS=1 runs it in one process as before.
const jobs = Number(process.env.MOCHA_JOBS) || 2;
const named = process.argv.slice(2).some((arg) => arg.startsWith('test/') || /\.test\.tsx?$/.test(arg));
module.exports = {
  'node-option': ['import=tsx'],
  extension: ['ts', 'tsx'],
  ...(named
    ? {}
    : {
        // The browser tests first: they are the longest files, and a long file started last leaves the other workers idle.
        spec: [
          'test/e2e/**/*.test.{ts,tsx}',
          'test/api/**/*.test.{ts,tsx}',
          'test/ssr/**/*.test.{ts,tsx}',
          'test/unit/**/*.test.{ts,tsx}',
        ],
        parallel: jobs > 1,
        jobs,
      }),
  require: ['test/helpers/setup.ts'],
  reporter: 'test/helpers/reporter.cjs',
  timeout: 30000,
  exit: true,
};
