// End-to-end tests in a real Chromium against the built product, started as `npm start` starts it,
// on its own ports and its own fresh database.
import { defineConfig } from '@playwright/test';
import { chromiumPath } from '../../scripts/chromium.mjs';
import { e2eEnvironment } from '../support/e2e-environment.js';

const environment = e2eEnvironment();

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Generous for a busy machine, and the same for every test (a test names a longer time only past this): a wait that
  // passes returns as soon as its condition holds. The whole browser step took 15.7 min on a quiet two-core machine and
  // 31 min in CI on the same kind of machine, where waits of 15-20 s and tests of 60-90 s timed out.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  fullyParallel: false,
  // Four workers on two cores, CI included (the suites are written to share the server and its data): a test spends
  // about two thirds of its time waiting on the server, the database and the page's own timers, which the other
  // workers' tests fill (28 route and listing-page tests: 251 s with two workers, 140 s with four, the same CPU). CI
  // retries a failed test once and the list reporter names it as flaky, so it is seen without stopping a landing.
  workers: 4,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: '../../playwright-report' }]],
  outputDir: '../../test-results',
  globalTeardown: './global-teardown.ts',
  use: {
    baseURL: environment.webUrl,
    // As a traveller who asked for less motion: no animation to wait for before a click or an axe check.
    reducedMotion: 'reduce',
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
    // The web server is the last part to listen (after the API and the jobs): the tests start once it answers.
    url: `${environment.webUrl}/robots.txt`,
    env: environment.serverEnv,
    timeout: 180_000,
    // The server finishes its requests and stops its database; then the run's data folder is removed.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
