import preact from '@preact/preset-vite';
import { configDefaults, defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

/** End-to-end files that do not run in Firefox: the demo opens Chromium only. */
const CHROMIUM_ONLY = ['tests/e2e/demo.test.ts'];

export default defineConfig({
  plugins: [WxtVitest(), preact()],
  test: {
    setupFiles: ['tests/setup.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/meta/**/*.test.ts'],
          testTimeout: 15_000,
        },
      },
      {
        // Real Chromium: one file at a time, or the 2-core machine makes every suite flaky.
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The same scenarios in real Firefox (tests/e2e/harness/session.ts), after Chromium's: two
        // browsers at once on the 2-core machine would make both flaky.
        extends: true,
        test: {
          name: 'e2e-firefox',
          include: ['tests/e2e/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...CHROMIUM_ONLY],
          env: { MOM_E2E_BROWSER: 'firefox' },
          fileParallelism: false,
          testTimeout: 90_000,
          hookTimeout: 120_000,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
