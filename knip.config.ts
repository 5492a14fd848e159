import type { KnipConfig } from 'knip';

/**
 * Unused files, exports and dependencies (`npm run lint`). Each workspace names its entries (what
 * runs on its own: servers, scripts, the browser's and the renderer's entries); knip's plugins add
 * the rest (tests from the vitest configs, vite's index.html, eslint's and drizzle's configs).
 */
const config: KnipConfig = {
  workspaces: {
    '.': {
      // The scripts behind package.json's and the README's commands (bench, deploy check, dev,
      // the Firebase run, the hero video and link-preview image generators).
      // e2e/firebase-seed.ts: run as a process of its own by path (e2e/harness.ts, createFirebaseSeedFile).
      entry: ['scripts/*.{ts,mjs}', 'e2e/firebase-seed.ts'],
      project: ['scripts/**/*.{ts,mjs}', 'e2e/**/*.ts', 'eslint-rules/**/*.{js,ts}', '*.{js,ts}'],
      // The e2e suite's config is not where the vitest plugin looks: its test files are entries too.
      vitest: { config: ['vitest.config.ts', 'e2e/vitest.config.ts'] },
    },
    functions: {
      entry: [
        'src/server.ts',
        'src/index.ts',
        'src/scripts/*.ts',
        // Run as a process of its own by path (e2e/harness.ts, startCloudFunction).
        'src/testing/serve-function.ts',
        // Forked by path for each backup (features/backups/backup-runner.ts).
        'src/features/backups/backup-worker.ts',
      ],
      project: ['src/**/*.{ts,tsx}', '*.{mjs,ts}'],
    },
    web: {
      // main.tsx comes from index.html (vite plugin); the renderer is built from the command line.
      entry: ['src/entry-server.tsx', 'scripts/*.mjs'],
      project: ['src/**/*.{ts,tsx,css}', 'scripts/**/*.mjs'],
    },
  },
  // Found by path, not imported: the deploy check and the Auth emulator run firebase-tools' own
  // `lib/bin/firebase.js` (and read its schema) from where the package is installed.
  ignoreDependencies: ['firebase-tools'],
  // System programs, not npm packages: apt's ffmpeg (only the hero video generator runs it) and
  // Google's gcloud (the deploy check reads and turns on Firestore's backups with it when present),
  // fontconfig's fc-list (the Lighthouse bench asks it which font draws Telugu).
  ignoreBinaries: ['ffmpeg', 'gcloud', 'fc-list'],
};

export default config;
