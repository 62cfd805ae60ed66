// Runs before every test file: quiet logs and a test environment.
process.env.NODE_ENV ??= 'test';
process.env.LOG_LEVEL ??= 'silent';
