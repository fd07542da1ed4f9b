// `npm run migrate`, the release step: brings the database up to date once, before the replicas of a new build
// start (they leave the schema alone in production). Several at once are safe: they take turns on an advisory lock.
import 'reflect-metadata';
import { ConfigError, loadConfig } from './config.js';
import { migrateDatabase } from './db/migrate.js';
import { openDatabase, StartupError } from './db/open-database.js';
import { openOrm } from './db/orm.js';

const say = (line: string) => process.stdout.write(`${line}\n`);

async function release() {
  const config = loadConfig();
  const database = await openDatabase(config, say);
  try {
    const orm = await openOrm(database.url, { poolMax: 2 });
    try {
      const applied = await migrateDatabase(orm, database.url);
      say(applied.length ? `Applied ${applied.length} migration(s): ${applied.join(', ')}.` : 'The database is up to date.');
    } finally {
      await orm.close();
    }
  } finally {
    await database.stop();
  }
}

release().catch((error) => {
  const known = error instanceof ConfigError || error instanceof StartupError;
  process.stderr.write(
    `\n✖ ${known ? error.message : `The migration failed, so nothing was changed: ${error instanceof Error ? (error.stack ?? error.message) : error}`}\n`,
  );
  process.exit(1);
});
