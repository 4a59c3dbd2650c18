import { defineConfig } from 'vitest/config';

// Projects, so `npm test` can run them as separate steps. Playwright specs (tests/e2e) are not here.
// Quiet, offline-friendly defaults for every test process: no EMF lines, no logs below errors.
const env = {
  POWERTOOLS_LOG_LEVEL: 'SILENT',
  POWERTOOLS_METRICS_DISABLED: 'true',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
};

// Each run's temporary files live in one folder removed at its end (tests/support/run-temp-dir.ts).
const globalSetup = ['./tests/support/run-temp-dir.ts'];

export default defineConfig({
  test: {
    env,
    projects: [
      {
        test: {
          name: 'unit',
          globalSetup,
          include: ['schema/src/**/*.test.ts', 'functions/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          // Property and fuzz tests run hundreds of cases: well under 5 s idle, not always on busy cores. A guard
          // against a hang, not a speed check (speed is measured by the benchmarks).
          testTimeout: 30_000,
        },
      },
      {
        extends: './web/vite.config.ts',
        test: {
          name: 'web',
          globalSetup,
          include: ['web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./web/src/test/setup.ts'],
          // A test is a user's walk through a component with user-event: 1-3 s on an idle machine, and 3-4x that
          // when the 2 cores are busy. vitest's 5 s default then fails correct tests now and then (a timing
          // assertion in disguise); this is a guard against a hang, not a speed check.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'integration',
          globalSetup,
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        // Not part of `npm test`: it needs an OpenFGA server (npm run test:openfga).
        test: {
          name: 'contract',
          globalSetup,
          include: ['tests/contract/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'infra',
          globalSetup,
          include: ['tests/infra/**/*.test.ts'],
          environment: 'node',
          // Each file synthesizes the platform in beforeAll: seconds on an idle machine, more on a busy one.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
