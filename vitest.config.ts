import { lingui } from '@lingui/vite-plugin';
import { defineConfig } from 'vitest/config';
import { linguiMacros } from './scripts/build/lingui-macro-plugin.js';

export default defineConfig({
  // Components use Lingui's macros and import .po catalogues, as in the web build (vite.config.ts).
  plugins: [linguiMacros(), lingui()],
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/api/**/*.test.ts'],
          environment: 'node',
          // One migrated PGlite that every test's fresh PGlite is loaded from.
          globalSetup: ['src/server/testing/migrated-pglite-snapshot.ts'],
        },
      },
      {
        // The admin panels and forms, rendered with Testing Library in a browser-like DOM; only these files pay
        // for starting one.
        extends: true,
        test: {
          name: 'web-dom',
          include: ['src/web/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['src/web/testing/dom-setup.ts'],
        },
      },
    ],
  },
});
