import { configDefaults, defineConfig } from 'vitest/config';

/** End-to-end: the built SPA + API from server.ts in headless Chromium. */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    // *-firebase.e2e.ts files need the Firebase stand-ins: only `npm run test:e2e:firebase` runs them.
    exclude: [...configDefaults.exclude, ...(process.env.E2E_BACKEND === 'firebase' ? [] : ['e2e/**/*-firebase.e2e.ts'])],
    // E2E_BACKEND=firebase: starts the Auth emulator once for the run (a no-op otherwise).
    // Standalone: one first start of the server for the run, copied by each file's server.
    globalSetup: ['e2e/firebase-global-setup.ts', 'e2e/seeded-data-setup.ts'],
    environment: 'node',
    // Two files at a time: a file spends much of its time waiting on the browser, the server and
    // timers, so two share the 2 cores (measured: the suite in 528 s instead of 740 s; three: 518 s).
    // Firebase mode runs one at a time: its files share one Auth emulator, wiped at each server start.
    fileParallelism: true,
    maxWorkers: process.env.E2E_BACKEND === 'firebase' ? 1 : 2,
    testTimeout: 60_000,
    hookTimeout: 90_000,
    // No retries, in CI or here: a test that needs a second try is a bug to fix.
    retry: 0,
  },
});
