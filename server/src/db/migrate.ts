// Brings a database up to date: the job queue's own schema (graphile-worker's migrations, safe when several
// processes run them at once), then ours, whose outbox trigger adds jobs to that queue.
import { Logger, runMigrations } from 'graphile-worker';
import type { Orm } from './orm.js';

/** The queue's messages are for its own debugging: the product reports what matters itself. */
export const quietJobLogger = new Logger(() => () => {});

export async function migrateDatabase(orm: Orm, databaseUrl: string): Promise<string[]> {
  await runMigrations({ connectionString: databaseUrl, logger: quietJobLogger, maxPoolSize: 1 });
  const applied = await orm.migrator.up();
  return applied.map((migration) => migration.name);
}
