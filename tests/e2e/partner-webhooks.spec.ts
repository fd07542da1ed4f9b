// A new integrator goes from a key made in the dashboard to a received, verified webhook following the docs page alone
// (issue 28, "done when"): the docs open from the dashboard on the web origin, their quick-start commands are run as
// written (curl through a shell, the receiver saved from the page and run with node), and the dashboard's test
// delivery reaches the receiver and shows as delivered in the log. Each step's time is printed.
import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from './fixtures';
import { expectNoSeriousViolations } from './axe';
import { dashboardSignIn, partnerPage } from './partner-session';
import { e2eEnvironment } from '../support/e2e-environment';

/** The receiver listens on a port of this run's range instead of the docs' 8787 (shared machine). */
// Its own port: the M-Pesa stand-in of the mobile-money spec, which may run at the same time, has the API's port plus one.
const RECEIVER_PORT = e2eEnvironment().webhookReceiverPort;
const run = promisify(execFile);

/** Runs a command copied from the docs in a shell, as a reader pastes it, with the variables it exported. */
async function paste(command: string, env: Record<string, string>) {
  const { stdout } = await run('bash', ['-c', command], { env: { ...process.env, ...env } });
  return JSON.parse(stdout);
}

test('from a key made in the dashboard to a verified webhook, following the docs page', async ({ browser }) => {
  const steps: Array<[string, number]> = [];
  let last = Date.now();
  const done = (step: string) => {
    steps.push([step, (Date.now() - last) / 1000]);
    last = Date.now();
  };
  const page = await partnerPage(browser);
  await dashboardSignIn(page, 'hotels@example.com', 'hotel-dashboard');
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'API keys' }).click();
  const keyName = `Channel manager ${Date.now()}`;
  await page.getByLabel('Key name').fill(keyName);
  await page.getByRole('button', { name: 'Create key' }).click();
  const secret = (await page.getByTestId('api-key-secret').textContent())!.trim();
  await page.getByRole('button', { name: 'I have stored it' }).click();
  done('1. key created in the dashboard');

  // The docs open from the dashboard, on the web origin.
  const webOrigin = new URL(page.url()).origin;
  await page.getByRole('link', { name: /Partner API documentation/ }).click();
  await expect(page).toHaveURL(`${webOrigin}/partner-api/docs`);
  await expect(page.getByRole('heading', { name: 'Quick start: from a key to a received webhook' })).toBeVisible();
  await expectNoSeriousViolations(page);
  const commands = await page.locator('h2#quick-start + ol pre code').allTextContents();
  const curls = commands.filter((command) => command.startsWith('curl '));
  const receiverCode = commands.find((command) => command.startsWith('// receiver.mjs'))!;
  expect(curls).toHaveLength(3);
  expect(receiverCode).toBeDefined();
  done('2. docs opened from the dashboard');

  const env = { PARTNER_API_KEY: secret };
  const first = await paste(curls[0]!, env);
  expect(first.data.partnerBookings.totalCount).toBeGreaterThanOrEqual(0);
  done('3. first call pasted from the docs');

  const registered = await paste(curls[1]!.replace('localhost:8787', `localhost:${RECEIVER_PORT}`), env);
  expect(registered.data.webhookEndpointCreate.userErrors).toEqual([]);
  const webhookSecret = registered.data.webhookEndpointCreate.secret as string;
  done('4. endpoint registered with the docs’ curl');

  const folder = mkdtempSync(join(tmpdir(), 'receiver-'));
  writeFileSync(join(folder, 'receiver.mjs'), receiverCode.replaceAll('8787', String(RECEIVER_PORT)));
  const receiver = spawn(process.execPath, [join(folder, 'receiver.mjs')], { env: { ...process.env, WEBHOOK_SECRET: webhookSecret } });
  let printed = '';
  receiver.stdout.on('data', (chunk: Buffer) => {
    printed += chunk.toString();
  });
  try {
    await expect.poll(() => printed).toContain('Waiting for deliveries');
    done('5. receiver from the docs started');

    // The test delivery, from the dashboard's button.
    await page.goBack();
    await expect(page.getByText(`http://localhost:${RECEIVER_PORT}/webhooks`)).toBeVisible();
    await page.getByRole('button', { name: 'Send test delivery' }).click();
    await expect.poll(() => printed).toMatch(/verified \S+ \{.*"type":"ping"/);
    // The newest ping's own row: the partner's other events (another test changing its availability) may be logged beside it.
    const ping = page.getByRole('table', { name: 'Latest deliveries, newest first' }).getByRole('row').filter({ hasText: /^ping/ }).first();
    await expect(ping.getByText('Delivered')).toBeVisible();
    await expect(ping.getByRole('cell', { name: '200' })).toBeVisible();
    await expectNoSeriousViolations(page);
    done('6. test delivery received, verified and logged');
  } finally {
    receiver.kill();
  }
  const total = steps.reduce((sum, [, seconds]) => sum + seconds, 0);
  console.log(`Key to webhook, machine-run: ${steps.map(([step, seconds]) => `${step}: ${seconds.toFixed(1)} s`).join('; ')}; total ${total.toFixed(1)} s`);
});
