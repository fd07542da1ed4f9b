// Unit, API and REST-contract suites: real PostgreSQL, real HTTP. SWC keeps decorator metadata.
import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';

/**
 * Test files that change what a process is made of, each run in a process of its own: a kind registered at boot, and the
 * browser session code's tests, which reload its modules and stand in for the browser's globals (fetch among them).
 */
const ownProcess = ['tests/api/sixth-kind.test.ts', 'web/test/session-check.test.ts'];

export default defineConfig({
  plugins: [
    swc.vite({
      jsc: {
        target: 'es2022',
        parser: { syntax: 'typescript', decorators: true },
        transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      },
    }),
  ],
  // One copy of graphql for our code and the libraries (Node loads its CommonJS entry for them).
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'suites',
          include: ['server/**/*.test.ts', 'web/test/**/*.test.ts', 'rest-compat/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/rest/**/*.test.ts'],
          exclude: ownProcess,
        },
      },
      // Files that must not share a process: see ownProcess.
      { extends: true, test: { name: 'own-process', include: ownProcess, isolate: true } },
    ],
    globalSetup: ['tests/support/global-setup.ts'],
    setupFiles: ['tests/support/test-database.setup.ts'],
    pool: 'forks',
    // Two workers on a two-core machine (Vitest's default is one fewer than the cores): a file spends much of its time
    // waiting on PostgreSQL and HTTP, which the other worker's file fills.
    maxWorkers: 2,
    // Each worker imports the server once for all its files instead of once per file (most of a file's start-up);
    // files stay apart through their own databases, and stubbed globals are put back after each test.
    isolate: false,
    unstubGlobals: true,
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
});
