// ESLint flat config for the whole monorepo.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import layerBoundaries from './tools/eslint/layer-boundaries.js';
import webBoundaries from './tools/eslint/web-boundaries.js';

// No focused tests anywhere (CONVENTIONS.md habit 11): `it.only`, `test.only`, `describe.only`.
const focusedTests = ['it', 'test', 'describe', 'suite'].flatMap((object) => [
  { object, property: 'only', message: 'Focused tests must not be committed.' },
]);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'data/**',
      'coverage/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'no-restricted-properties': ['error', ...focusedTests],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // CLI entry points and scripts talk to the terminal.
    files: ['scripts/**', 'apps/api/src/jobs/**', 'apps/api/src/cli/**', 'apps/api/build.mjs'],
    rules: { 'no-console': 'off' },
  },
  {
    // Pure packages do no I/O, packages never import apps, API modules never import jobs (ADR 016),
    // SQL only in the API's repositories.
    files: ['packages/*/src/**/*.ts', 'apps/api/src/**/*.ts'],
    plugins: { layers: { rules: { 'layer-boundaries': layerBoundaries } } },
    rules: { 'layers/layer-boundaries': ['error', { root: import.meta.dirname }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, evident: { rules: { 'web-boundaries': webBoundaries } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Features own their code; imports go shared → features → app (CONVENTIONS.md habit 1).
      'evident/web-boundaries': ['error', { srcRoot: 'apps/web/src' }],
    },
  },
);
