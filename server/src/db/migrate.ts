// Brings a database up to date: the job queue's own schema (graphile-worker's migrations), then ours, whose outbox
// trigger adds jobs to that queue. One process at a time: the others wait on a PostgreSQL advisory lock, then find
// nothing left to do. A process told not to migrate (MIGRATE_AT_START=false) only checks that nothing is pending.
import { Logger, runMigrations } from 'graphile-worker';
import pg from 'pg';
import { migrations } from '../../../migrations/index.js';
import type { Orm } from './orm.js';

/** The queue's messages are for its own debugging: the product reports what matters itself. */
export const quietJobLogger = new Logger(() => () => {});

/** The advisory lock every process of this product takes to migrate (any constant shared by them all). */
const MIGRATION_LOCK = 2_026_112_601;

/** The table MikroORM records applied migrations in. */
const APPLIED_TABLE = 'mikro_orm_migrations';

async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'migrations' });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Applies what is pending, holding the lock throughout (it is released with the session, also if this process dies). */
export async function migrateDatabase(orm: Orm, databaseUrl: string): Promise<string[]> {
  return withClient(databaseUrl, async (lock) => {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await runMigrations({ connectionString: databaseUrl, logger: quietJobLogger, maxPoolSize: 1 });
    const applied = await orm.migrator.up();
    return applied.map((migration) => migration.name);
  });
}

/** The migrations of this build the database has not had yet, read without changing anything. */
export async function pendingMigrations(databaseUrl: string): Promise<string[]> {
  const applied = await withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ exists: boolean }>('SELECT to_regclass($1) IS NOT NULL AS exists', [APPLIED_TABLE]);
    if (!rows[0]!.exists) return new Set<string>();
    return new Set((await client.query<{ name: string }>(`SELECT name FROM ${APPLIED_TABLE}`)).rows.map((row) => row.name));
  });
  return migrations.map((migration) => migration.name).filter((name) => !applied.has(name));
}
