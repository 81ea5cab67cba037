// ESLint flat config for the whole monorepo.
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// No focused tests anywhere (CONVENTIONS.md habit 11): `it.only`, `test.only`, `describe.only`.
const focusedTests = ['it', 'test', 'describe', 'suite'].flatMap((object) => [
  { object, property: 'only', message: 'Focused tests must not be committed.' },
]);

// Web features own their code; a feature never imports another feature (bulletproof-react).
// Imports go one way: shared (components, lib, hooks) → features → app.
const featuresDir = 'apps/web/src/features';
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];
const webZones = [
  ...features.map((f) => ({
    target: `./${featuresDir}/${f}`,
    from: `./${featuresDir}`,
    except: [`./${f}`],
    message:
      'A web feature must not import another feature; move shared code to components/ or lib/.',
  })),
  {
    target: ['./apps/web/src/components', './apps/web/src/lib', './apps/web/src/hooks'],
    from: ['./apps/web/src/features', './apps/web/src/app'],
    message: 'Shared code must not import features or app code.',
  },
  {
    target: `./${featuresDir}`,
    from: './apps/web/src/app',
    message: 'Features must not import app code.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
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
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: 'apps/web/tsconfig.json' }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: webZones }],
    },
  },
);
