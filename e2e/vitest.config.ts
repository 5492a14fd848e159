import { defineConfig } from 'vitest/config';

/** End-to-end: the built SPA + API from server.ts in headless Chromium, one file at a time (2 cores). */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    // E2E_BACKEND=firebase: starts the Auth emulator once for the run (a no-op otherwise).
    globalSetup: ['e2e/firebase-global-setup.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
    retry: process.env.CI ? 1 : 0,
  },
});
