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
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
