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
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: process.env.CI ? 1 : 2,
  retries: process.env.CI ? 1 : 0,
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
