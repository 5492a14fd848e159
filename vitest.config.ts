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
    include: ['functions/src/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
