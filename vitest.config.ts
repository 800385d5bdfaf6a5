import preact from '@preact/preset-vite';
import { configDefaults, defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

/** Chromium's only: the demo opens Chromium; a disk that fills is the Chromium finding. */
const CHROMIUM_ONLY = ['tests/e2e/demo.test.ts', 'tests/e2e/full-disk.test.ts'];
/** End-to-end files that start no browser (a real MCP client, the built content script, the release): run once. */
const NO_BROWSER = [
  'tests/e2e/mcp-inspector.test.ts',
  'tests/e2e/content-script-build.test.ts',
  'tests/e2e/release.test.ts',
];
/** End-to-end files that run in Firefox only: Chromium's permission prompt cannot be answered. */
const FIREFOX_ONLY = ['tests/e2e/permission-prompt.test.ts'];

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
          // Both cores: vitest's default on a 2-CPU machine is one worker (CPUs - 1), which left the
          // second core idle while 200 files ran one by one. Threads: no file needs a process of its own.
          pool: 'threads',
          maxWorkers: 2,
        },
      },
      // Groups run one after another, lowest first: the unit suites (0), real Chromium (1), then the
      // same scenarios in real Firefox (2). Two browsers at once on the 2-core machine would make both
      // flaky. Each project's order is explicit: a project with fileParallelism off and the default
      // order 0 would be run last, after every numbered group.
      {
        // Real Chromium: one file at a time, or the 2-core machine makes every suite flaky.
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          // One worker for all its files, one after another: each file starts and closes its own
          // stack, and what isolation would add is Playwright, puppeteer and the service imported
          // again for every file (seconds a file).
          isolate: false,
          exclude: [...configDefaults.exclude, ...FIREFOX_ONLY],
          fileParallelism: false,
          testTimeout: 90_000,
          hookTimeout: 120_000,
          sequence: { groupOrder: 1 },
        },
      },
      {
        // The same scenarios in real Firefox (tests/e2e/harness/session.ts).
        extends: true,
        test: {
          name: 'e2e-firefox',
          include: ['tests/e2e/**/*.test.ts'],
          // As the Chromium project: one worker, the imports once.
          isolate: false,
          exclude: [...configDefaults.exclude, ...CHROMIUM_ONLY, ...NO_BROWSER],
          env: { MOM_E2E_BROWSER: 'firefox' },
          fileParallelism: false,
          testTimeout: 90_000,
          hookTimeout: 120_000,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
