// `npm start`: the whole product in one process. Ctrl-C or SIGTERM finishes in-flight requests and stops the database.
import 'reflect-metadata';
import { ConfigError, loadConfig } from './config.js';
import { StartupError, startApp } from './boot.js';
import { DEMO_PASSWORD, demoAccounts } from './db/seed/users.seed.js';
import { roleHomePath } from './modules/users/role.js';

const say = (line: string) => process.stdout.write(`${line}\n`);

async function main() {
  const config = loadConfig();
  const app = await startApp(config, say);
  say('');
  say(`  Web app:  ${app.webUrl ?? '(not served: SERVE_WEB=false)'}`);
  say(`  API:      ${app.apiUrl}  (GraphQL at ${app.apiUrl}/graphql)`);
  say('');
  say(`  Demo accounts (password ${DEMO_PASSWORD}):`);
  for (const account of demoAccounts) say(`    ${account.role.padEnd(20)} ${account.email.padEnd(26)} lands on ${roleHomePath[account.role]}`);
  say('');
  say('  Press Ctrl-C to stop.');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    say(`\n${signal}: finishing requests and stopping ...`);
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof StartupError) {
    process.stderr.write(`\n✖ ${error.message}\n`);
  } else {
    process.stderr.write(`\n✖ Start-up failed: ${error instanceof Error ? (error.stack ?? error.message) : error}\n`);
  }
  process.exit(1);
});
