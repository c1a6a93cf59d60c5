import { defineConfig } from 'vitest/config';

// The cluster test runs the built server as separate processes: apart from the unit and API tests.
export default defineConfig({
  test: {
    include: ['tests/cluster/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One case follows from the one before (the session, the listing), as a person's visit would.
    sequence: { concurrent: false },
  },
});
