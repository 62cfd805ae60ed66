// Unit, API, SSR and browser tests in one run; TypeScript through tsx.
module.exports = {
  'node-option': ['import=tsx'],
  spec: ['test/unit/**/*.test.ts', 'test/api/**/*.test.ts', 'test/ssr/**/*.test.ts', 'test/e2e/**/*.test.ts'],
  require: ['test/helpers/setup.ts'],
  reporter: 'test/helpers/reporter.cjs',
  timeout: 30000,
  exit: true,
};
