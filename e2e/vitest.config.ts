import { fileURLToPath, URL } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Longest files first, so that the run does not end on one long file while the other worker
 * idles. Vitest orders files by their durations in the last run when it has them and otherwise
 * by size (CI's clean clone has none); the accessibility files are small for what they take
 * (each screen is a page load and an axe run at two widths), so they go first either way.
 */
class AccessibilityFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const accessibility = (file: TestSpecification) => /\/accessibility-[^/]*\.e2e\.ts$/.test(file.moduleId);
    return [...sorted.filter(accessibility), ...sorted.filter((file) => !accessibility(file))];
  }
}

/** End-to-end: the built SPA + API from server.ts in headless Chromium. */
export default defineConfig({
  // Tests of the Telugu pages read the site's own dictionaries (web/src/i18n), which import @core.
  resolve: {
    alias: {
      '@core': fileURLToPath(new URL('../functions/src/core', import.meta.url)),
      '@': fileURLToPath(new URL('../web/src', import.meta.url)),
    },
  },
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
    // expect.poll waits for a condition of the page (uploads done, a count updated): up to 10 s
    // rather than vitest's 1 s, which a busy 2-core machine overran while three photos were
    // re-encoded one after another. A poll still ends as soon as its condition holds.
    expect: { poll: { timeout: 10_000 } },
    sequence: { sequencer: AccessibilityFirst },
  },
});
