import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Every folder under src/web/features is one feature.
const webFeatures = readdirSync(new URL('./src/web/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Type-aware linting (issue 13): every file here is in one of the two TypeScript projects, server, domain,
// scripts and tests in tsconfig.json, the browser's in tsconfig.web.json.
const TYPE_CHECKED_FILES = ['src/**/*.{ts,tsx}', 'scripts/**/*.ts', 'tests/**/*.ts'];

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'test-results', 'playwright-report', '.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: [
      'src/server/**/*.ts',
      'src/domain/**/*.ts',
      'scripts/**/*.{ts,js,mjs}',
      'tests/**/*.ts',
      '*.config.{ts,js}',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // --- Web feature boundaries (begin) ---
  {
    // Features never import each other or the app layer; pages that combine features live in web/app, and what
    // several features need lives in web/components, web/lib or domain (bulletproof-react's rule).
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...webFeatures.map((feature) => ({
              target: `./src/web/features/${feature}`,
              from: './src/web/features',
              except: [`./${feature}`],
              message: 'Features do not import each other: compose them in src/web/app.',
            })),
            {
              target: './src/web/features',
              from: './src/web/app',
              message: 'The app layer composes features, not the other way round.',
            },
            {
              target: ['./src/web/components', './src/web/lib'],
              from: ['./src/web/features', './src/web/app'],
              message: 'Shared code may not depend on a feature or the app layer.',
            },
          ],
        },
      ],
    },
  },
  // --- Web feature boundaries (end) ---
  {
    // Forms take zod's resolver from one module, which installs the domain's error map before any form checks.
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/lib/schema-resolver.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@hookform/resolvers/zod',
              message:
                'Import zodResolver from #web/lib/schema-resolver: it brings the product’s error messages.',
            },
          ],
        },
      ],
    },
  },
  // --- Web accessibility (begin) ---
  {
    files: ['src/web/**/*.tsx'],
    ...jsxA11y.configs.recommended,
  },
  // --- Web accessibility (end) ---
  {
    // The domain module is shared by server and browser: it must stay free of either side's code.
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['#server/*', '#web/*', '**/server/**', '**/web/**', 'node:*', 'fastify*', 'react*'] },
      ],
    },
  },
  // ---- Type-aware rules: begin ----
  ...tseslint.configs.recommendedTypeChecked.map((config) => ({ ...config, files: TYPE_CHECKED_FILES })),
  {
    files: TYPE_CHECKED_FILES,
    languageOptions: {
      parserOptions: {
        project: ['./tsconfig.json', './tsconfig.web.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // A promise nobody awaits loses its failure; `void` marks the few that are fire-and-forget on purpose.
      '@typescript-eslint/no-floating-promises': 'error',
      // Async without await is the contract in many places here: a Fastify plugin is async instead of taking
      // a `done` callback, a handler's returned value is the reply, and interfaces (storage, oidc-provider's
      // account lookup) promise a Promise whether or not an implementation waits.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    rules: {
      // `onSubmit={handleSubmit(save)}` is react-hook-form's documented use: the form reports its own errors.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // React Router's loaders stop by throwing a redirect (a Response) or `data(...)` with a status.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [
            { from: 'lib', name: 'Response' },
            { from: 'package', package: 'react-router', name: 'DataWithResponseInit' },
          ],
        },
      ],
    },
  },
  {
    // Browser tests' `page.evaluate` callbacks run in the page, but the Node project they are checked in has
    // no DOM types to resolve their elements, and they call the DOM's own setters detached, as a page does.
    files: ['tests/e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  // ---- Type-aware rules: end ----
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
