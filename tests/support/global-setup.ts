// One fresh, migrated and seeded database per test run: the embedded PostgreSQL in a temporary
// folder by default, or a new database on the server named by DATABASE_URL.
import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { dropDatabase, ensureDatabase, withDatabase } from '../../server/src/db/database-url.js';
import { startEmbeddedPostgres } from '../../server/src/db/embedded-postgres.js';
import { openOrm } from '../../server/src/db/orm.js';
import { migrateDatabase } from '../../server/src/db/migrate.js';
import { seedDatabase } from '../../server/src/db/seed/index.js';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  let databaseUrl: string;
  let teardown: () => Promise<void>;
  if (process.env.DATABASE_URL) {
    databaseUrl = withDatabase(process.env.DATABASE_URL, `test_${Date.now()}_${process.pid}`);
    teardown = () => dropDatabase(databaseUrl);
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'marketplace-test-'));
    const embedded = await startEmbeddedPostgres(dir, 'marketplace_test', (line) => console.error(line));
    databaseUrl = embedded.url;
    teardown = async () => {
      await embedded.stop();
      rmSync(dir, { recursive: true, force: true });
    };
  }
  try {
    await ensureDatabase(databaseUrl);
    const orm = await openOrm(databaseUrl);
    try {
      await migrateDatabase(orm, databaseUrl);
      await seedDatabase(orm.em.fork());
    } finally {
      await orm.close();
    }
  } catch (error) {
    await teardown();
    throw error;
  }
  project.provide('databaseUrl', databaseUrl);
  return teardown;
}
