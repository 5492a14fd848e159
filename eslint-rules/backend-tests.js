/**
 * Which unit test files are the backend's, for the test runner (vitest.config.ts, project
 * "backend") and for the lint rule that keeps them safe to share modules (eslint.config.js).
 */
export const BACKEND_TESTS = ['functions/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}', 'eslint-rules/**/*.test.ts'];

/**
 * The backend's test files that replace modules (vi.mock, vi.doMock) or load them afresh
 * (vi.resetModules). The other backend files share one module registry per test worker; these
 * run in a registry of their own (project "isolated"), and ESLint refuses those calls in any
 * backend file not listed here.
 */
export const ISOLATED_BACKEND_TESTS = ['functions/src/adapters/auth/local-auth.test.ts', 'functions/src/index.test.ts'];
