// `npm start`: the whole product in one process. Ctrl-C or SIGTERM finishes in-flight requests and stops the database.
import 'reflect-metadata';
import { ConfigError, loadConfig } from './config.js';
import { startTracing } from './observability/tracing.js';

const say = (line: string) => process.stdout.write(`${line}\n`);

/** A stop that has not finished by then (a request or the database hanging) ends the process anyway. */
const STOP_DEADLINE_MS = 8000;

async function main() {
  let config = loadConfig();
  // Tracing patches modules as they load: it starts before the server's modules are imported.
  const stopTracing = await startTracing(config);
  const { StartupError, startApp } = await import('./boot.js');
  // The process entry is where the adapters beside the API are chosen: the server itself knows none of them.
  const { restCompat } = await import('../../rest-compat/src/index.js');
  // A newcomer's start pays and texts against local stand-ins of the providers, the settings pointing at them.
  const standIns = config.providerStandIns ? await (await import('./stand-ins/providers.js')).startProviderStandIns() : null;
  if (standIns) config = loadConfig(standIns.settings);
  const adapters = standIns ? [restCompat, standIns.phonePage] : [restCompat];
  const app = await startApp(config, { log: say, adapters }).catch(async (error) => {
    await standIns?.close();
    if (error instanceof StartupError) throw new ConfigError(error.message);
    throw error;
  });
  // A promise a library leaves unhandled (graphile-worker's, when the database drops in the middle of a job) is logged
  // instead of ending the process: the API and the job queue recover by themselves once the database is back.
  process.on('unhandledRejection', (reason) => app.api.app.log.error({ err: reason }, 'unhandled rejection: logged, the process goes on'));
  say('');
  say(`  Web app:  ${app.webUrl ?? '(not served: SERVE_WEB=false)'}`);
  say(`  API:      ${app.apiUrl}  (GraphQL at ${app.apiUrl}/graphql)`);
  say('');
  if (standIns) {
    say(`  M-Pesa, MTN MoMo and SMS go to local stand-ins (PROVIDER_STAND_INS; see the README's "Try it").`);
    say(`  Stand-in phone (its SMS, prompts and refunds; what it answers): ${app.webUrl ?? app.apiUrl}/dev/phone`);
    say('');
  }
  // The demo accounts' password is published: it is shown where they are seeded for a person trying the product.
  if (config.devConveniences && config.seed === 'auto') {
    const { DEMO_PASSWORD } = await import('./db/seed/users.seed.js');
    const { demoAccounts } = await import('./db/seed/index.js');
    const { roleHomePath } = await import('./modules/users/role.js');
    say(`  Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const account of demoAccounts()) say(`    ${account.role.padEnd(20)} ${account.email.padEnd(26)} lands on ${roleHomePath[account.role]}`);
    say('');
  }
  say('  Press Ctrl-C to stop.');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    say(`\n${signal}: finishing requests and stopping ...`);
    setTimeout(() => {
      process.stderr.write(`Stopping took over ${STOP_DEADLINE_MS / 1000} s: exiting anyway.\n`);
      process.exit(1);
    }, STOP_DEADLINE_MS).unref();
    await app.close();
    await standIns?.close();
    await stopTracing().catch((error: unknown) => process.stderr.write(`Stopping tracing failed: ${error instanceof Error ? error.message : error}\n`));
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`\n✖ ${error.message}\n`);
  } else {
    process.stderr.write(`\n✖ Start-up failed: ${error instanceof Error ? (error.stack ?? error.message) : error}\n`);
  }
  process.exit(1);
});
