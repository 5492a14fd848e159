import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Unit, contract and API tests (node). End-to-end has its own config in e2e/. */
export default defineConfig({
  resolve: {
    alias: {
      '@core': fileURLToPath(new URL('./functions/src/core', import.meta.url)),
      '@': fileURLToPath(new URL('./web/src', import.meta.url)),
    },
  },
  test: {
    include: ['functions/src/**/*.test.{ts,tsx}', 'web/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}', 'eslint-rules/**/*.test.ts'],
    environment: 'node',
    // A certificate authority the workers trust, for the https test servers (local Cloudinary).
    globalSetup: ['functions/src/testing/local-tls-setup.ts'],
    pool: 'forks',
    // Three files at a time on the 2-core machines: many wait on emulators, child processes and
    // timers (measured: 91 s instead of 144 s; four: 82 s, with more timing pressure on each test).
    maxWorkers: 3,
    testTimeout: 20_000,
    // Bundled like the web app's code, so vite resolves the zoom library's ES build (its `module`
    // entry) as the browser's bundle does: Node alone takes its UMD `main`, which in a package of
    // `type: module` only sets a global.
    server: { deps: { inline: ['@panzoom/panzoom'] } },
    hookTimeout: 30_000,
  },
});
