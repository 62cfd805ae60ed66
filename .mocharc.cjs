// Unit, API, SSR and browser tests in one run; TypeScript through tsx.
// `npx mocha test/unit/x.test.ts` runs just that file: the default spec applies only when none is named.
const named = process.argv.slice(2).some((arg) => arg.startsWith('test/') || /\.test\.tsx?$/.test(arg));
module.exports = {
  'node-option': ['import=tsx'],
  extension: ['ts', 'tsx'],
  ...(named
    ? {}
    : {
        spec: [
          'test/unit/**/*.test.{ts,tsx}',
          'test/api/**/*.test.{ts,tsx}',
          'test/ssr/**/*.test.{ts,tsx}',
          'test/e2e/**/*.test.{ts,tsx}',
        ],
      }),
  require: ['test/helpers/setup.ts'],
  reporter: 'test/helpers/reporter.cjs',
  timeout: 30000,
  exit: true,
};
