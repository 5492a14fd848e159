/**
 * The backend's test files that replace modules (vi.mock, vi.doMock) or load them afresh
 * (vi.resetModules). The other backend files share one module registry per test worker
 * (vitest.config.ts, project "backend"); these run in a registry of their own (project
 * "isolated"), and ESLint refuses those calls in any file not listed here (eslint.config.js).
 */
export const ISOLATED_BACKEND_TESTS = ['functions/src/adapters/auth/local-auth.test.ts', 'functions/src/index.test.ts'];
