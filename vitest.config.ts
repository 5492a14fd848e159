import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BACKEND_TESTS, ISOLATED_BACKEND_TESTS } from './eslint-rules/backend-tests.js';

/** Unit, contract and API tests (node and jsdom). End-to-end has its own config in e2e/. */
export default defineConfig({
  resolve: {
    alias: {
      '@core': fileURLToPath(new URL('./functions/src/core', import.meta.url)),
      '@': fileURLToPath(new URL('./web/src', import.meta.url)),
    },
  },
  test: {
    environment: 'node',
    pool: 'forks',
    // Three files at a time on the 2-core machines: many wait on emulators, child processes and
    // timers (measured: 91 s instead of 144 s; four: 82 s, with more timing pressure on each test).
    maxWorkers: 3,
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Bundled like the web app's code, so vite resolves the zoom library's ES build (its `module`
    // entry) as the browser's bundle does: Node alone takes its UMD `main`, which in a package of
    // `type: module` only sets a global.
    server: { deps: { inline: ['@panzoom/panzoom'] } },
    // An environment variable a test set is put back after it, whatever the file forgot.
    unstubEnvs: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'backend',
          include: BACKEND_TESTS,
          exclude: ISOLATED_BACKEND_TESTS,
          // A certificate authority the workers trust, for the https test servers (local Cloudinary).
          globalSetup: ['functions/src/testing/local-tls-setup.ts'],
          // One module registry per worker, not per file: the backend's files import the same
          // modules (Zod, the SQL driver, the app and its routes), and loading them afresh for
          // each of ~200 files was most of the run (measured: 224 s → 147 s). A file leaves
          // nothing behind: it closes what it opens, restores timers, and environment variables
          // are unstubbed above. Checked with the files in shuffled orders (docs/decisions/022).
          isolate: false,
          // The two projects one after the other: together they took longer than in turn
          // (measured: 297 s against 161 s + 85 s), the backend's long files ending alone.
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'isolated',
          include: ['web/src/**/*.test.{ts,tsx}', ...ISOLATED_BACKEND_TESTS],
          // The web app's files run in jsdom (their own docblock), each in a fresh page and registry.
          isolate: true,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
