// Unit, API and REST-contract suites: real PostgreSQL, real HTTP. SWC keeps decorator metadata.
import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';

/** Test files that change what the server is made of (a kind registered at boot): each runs in a process of its own. */
const ownProcess = ['tests/api/sixth-kind.test.ts'];

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
      // A file that registers a listing kind before its app is built must not share a process whose schema is built.
      { extends: true, test: { name: 'own-process', include: ownProcess, isolate: true } },
    ],
    globalSetup: ['tests/support/global-setup.ts'],
    setupFiles: ['tests/support/test-database.setup.ts'],
    pool: 'forks',
    // Each worker imports the server once for all its files instead of once per file (most of a file's start-up);
    // files stay apart through their own databases, and stubbed globals are put back after each test.
    isolate: false,
    unstubGlobals: true,
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
});
