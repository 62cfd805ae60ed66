// Unit, API, SSR and browser tests in one run; TypeScript through tsx.
module.exports = {
  'node-option': ['import=tsx'],
  spec: ['test/unit/**/*.test.{ts,tsx}', 'test/api/**/*.test.{ts,tsx}', 'test/ssr/**/*.test.{ts,tsx}', 'test/e2e/**/*.test.{ts,tsx}'],
  require: ['test/helpers/setup.ts'],
  reporter: 'test/helpers/reporter.cjs',
  timeout: 30000,
  exit: true,
};
