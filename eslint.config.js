import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Dependencies flow one way (STYLE.md): core ← ports ← features/events ← app ← composition ← entries.
 * The rules below make a wrong-way import a lint error.
 */
const noAdapters = { group: ['**/adapters/**', '**/composition/**'], message: 'Features and events depend on ports, never on adapters.' };
const noTestCode = { group: ['**/testing/**', '**/local-run/**'], message: 'Production code never imports test helpers or the stand-ins of local runs.' };

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'functions/drizzle/**', 'e2e/.artifacts/**', '.data/**'] },
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
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/functions/src/**', '!@core/**'], message: 'The web app may import only @core from the backend.' },
            { group: ['@core/../**'], message: 'The web app may import only @core from the backend.' },
          ],
        },
      ],
    },
  },
  {
    files: ['functions/src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../ports/**', '../adapters/**', '../features/**', '../http/**', '../../**'], message: 'core is pure: no I/O and no imports from outer layers.' },
            { group: ['node:*', 'express', 'drizzle-orm*', '@libsql/*', 'sharp', 'firebase-*'], message: 'core is pure: no I/O.' },
          ],
        },
      ],
    },
  },
  {
    files: ['functions/src/features/**/*.ts', 'functions/src/events/**/*.ts', 'functions/src/jobs/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noAdapters, noTestCode] }] },
  },
  {
    // Test helpers and the stand-ins of local runs never ship: production code does not import them.
    files: ['functions/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.contract.ts', 'functions/src/core/**', 'functions/src/testing/**', 'functions/src/local-run/**', 'functions/src/features/**', 'functions/src/events/**', 'functions/src/jobs/**', 'functions/src/app.ts', 'functions/src/http/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noTestCode] }] },
  },
  {
    files: ['functions/src/app.ts', 'functions/src/http/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noAdapters, noTestCode] }] },
  },
);
