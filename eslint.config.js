import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { e2eWaits } from './eslint-rules/e2e-waits.js';
import reactHooks from 'eslint-plugin-react-hooks';
import { webLayers } from './eslint-rules/web-layers.js';
import { BACKEND_TESTS, ISOLATED_BACKEND_TESTS } from './eslint-rules/backend-tests.js';

/**
 * Dependencies flow one way (docs/architecture.md): core ← ports ← features/events ← app ← composition ← entries.
 * The rules below make a wrong-way import a lint error.
 */
const noAdapters = { group: ['**/adapters/**', '**/composition/**'], message: 'Features and events depend on ports, never on adapters.' };
const webOnlyCore = [
  { group: ['**/functions/src/**', '!@core/**'], message: 'The web app may import only @core from the backend.' },
  { group: ['@core/../**'], message: 'The web app may import only @core from the backend.' },
];
const oneFormHook = [
  { name: 'react-hook-form', importNames: ['useForm'], message: 'Forms use useSchemaForm (web/src/lib/forms/use-schema-form.ts) and the hooks beside it.' },
  { name: '@hookform/resolvers/zod', message: 'Forms use useSchemaForm (web/src/lib/forms/use-schema-form.ts), which brings the zod resolver.' },
];
const oneToaster = [
  { name: 'react-hot-toast', importNames: ['default'], message: 'Raise toasts with lib/toast.ts, which loads the library on the first one.' },
];
const mutationsInApiHooks = [
  { name: 'swr', importNames: ['mutate', 'useSWRConfig'], message: 'Writes and cache updates live in the mutation hooks of features/*/api.' },
];
const localizedLinks = [
  {
    name: 'react-router-dom',
    importNames: ['Link', 'NavLink', 'Navigate'],
    message: 'Public pages link with web/src/i18n/localized-link.tsx (LocalizedLink, LocalizedNavLink, LocalizedNavigate): a link stays in the page language.',
  },
];
const noTestCode = { group: ['**/testing/**', '**/local-run/**'], message: 'Production code never imports test helpers or the stand-ins of local runs.' };

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-ssr/**', '**/node_modules/**', 'functions/drizzle/**', 'e2e/.artifacts/**', '.data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    // The rules of hooks and the React Compiler's checks (refs in render, state set in effects,
    // missing dependencies), as the plugin recommends them.
    files: ['web/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { local: { rules: { 'web-layers': webLayers } } },
    rules: {
      'local/web-layers': 'error',
      'no-restricted-imports': ['error', { patterns: webOnlyCore, paths: [...oneFormHook, ...mutationsInApiHooks, ...oneToaster, ...localizedLinks] }],
    },
  },
  {
    // The back office (its features and the pieces they share in components/admin) is English only,
    // its route table redirects within it, and the localized
    // links and the language switch are where the router's own links are used.
    files: [
      'web/src/features/admin-*/**/*.{ts,tsx}',
      'web/src/components/admin/**/*.{ts,tsx}',
      'web/src/app/routes/admin/**/*.{ts,tsx}',
      'web/src/app/layouts/admin-layout.tsx',
      'web/src/app/admin-routes.tsx',
      'web/src/i18n/localized-link.tsx',
      'web/src/components/layout/language-switch.tsx',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: webOnlyCore, paths: [...oneFormHook, ...mutationsInApiHooks, ...oneToaster] }] },
  },
  {
    // The form hook is where react-hook-form meets the zod resolver.
    files: ['web/src/lib/forms/use-schema-form.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: webOnlyCore, paths: [...mutationsInApiHooks, ...oneToaster] }] },
  },
  {
    // The one place toasts meet the library.
    files: ['web/src/lib/toast.ts', 'web/src/components/ui/toasts.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: webOnlyCore, paths: [...oneFormHook, ...mutationsInApiHooks] }] },
  },
  {
    // Mutation hooks own their cache invalidation: only features/*/api and lib/ touch the SWR cache.
    files: ['web/src/features/*/api/**/*.ts', 'web/src/lib/**/*.ts'],
    ignores: ['web/src/lib/forms/use-schema-form.ts', 'web/src/lib/toast.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: webOnlyCore, paths: [...oneFormHook, ...oneToaster] }] },
  },
  {
    // End-to-end checks wait for their condition: no one-shot read of the page inside expect()
    // (docs/decisions/011-e2e-assertions-wait.md).
    files: ['e2e/**/*.ts'],
    plugins: { local: { rules: { 'e2e-waits': e2eWaits } } },
    rules: { 'local/e2e-waits': 'error' },
  },
  {
    files: ['functions/src/core/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../ports/**', '../adapters/**', '../features/**', '../http/**', '../mail/**', '../../**'], message: 'core is pure: no I/O and no imports from outer layers.' },
            { group: ['node:*', 'express', 'drizzle-orm*', '@libsql/*', 'sharp', 'firebase-*'], message: 'core is pure: no I/O.' },
            { group: ['react', 'react/*', 'react-dom', 'react-dom/*', 'html-to-text'], message: 'core holds no markup: mails are rendered in functions/src/mail and the features that send them.' },
          ],
        },
      ],
    },
  },
  {
    files: ['functions/src/features/**/*.{ts,tsx}', 'functions/src/events/**/*.ts', 'functions/src/jobs/**/*.ts', 'functions/src/mail/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noAdapters, noTestCode] }] },
  },
  {
    // Test helpers and the stand-ins of local runs never ship: production code does not import them.
    files: ['functions/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.contract.ts', 'functions/src/core/**', 'functions/src/testing/**', 'functions/src/local-run/**', 'functions/src/features/**', 'functions/src/events/**', 'functions/src/jobs/**', 'functions/src/mail/**', 'functions/src/app.ts', 'functions/src/http/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noTestCode] }] },
  },
  {
    files: ['functions/src/app.ts', 'functions/src/http/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noAdapters, noTestCode] }] },
  },
  {
    // The backend's test files share a module registry per worker (vitest.config.ts, project
    // "backend"): a module replaced in one file would stay replaced, or never be, in the others.
    files: BACKEND_TESTS,
    ignores: ISOLATED_BACKEND_TESTS,
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'unmock', 'resetModules'].map((property) => ({
          object: 'vi',
          property,
          message: 'Backend test files share their modules (vitest.config.ts): pass the dependency in, or list the file in eslint-rules/backend-tests.js.',
        })),
      ],
    },
  },
);
