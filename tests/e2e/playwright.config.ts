// End-to-end tests in a real Chromium against the built product, started as `npm start` starts it,
// on its own ports and its own fresh database.
import { defineConfig } from '@playwright/test';
import { chromiumPath } from '../../scripts/chromium.mjs';
import { e2eEnvironment } from '../support/e2e-environment.js';

const environment = e2eEnvironment();

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  timeout: 45_000,
  // Generous for a busy machine: a wait that passes returns as soon as its condition holds.
  expect: { timeout: 15_000 },
  fullyParallel: false,
  // The same run everywhere, CI included: two workers (the suites are written to share the server and its data),
  // and no retries, so a test that fails once is seen rather than passed on its second try.
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: '../../playwright-report' }]],
  outputDir: '../../test-results',
  globalTeardown: './global-teardown.ts',
  use: {
    baseURL: environment.webUrl,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-quic',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node tests/e2e/serve.mjs',
    cwd: '../..',
    url: `${environment.apiUrl}/readyz`,
    env: environment.serverEnv,
    timeout: 180_000,
    // The server finishes its requests and stops its database; then the run's data folder is removed.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
