// Once per test run: a fresh, migrated database on the embedded PostgreSQL in a temporary folder by default, or on the
// server named by DATABASE_URL; copied into two templates, one with the whole demo data and one with countries and the
// demo accounts only. Each test file works on a copy of its own (test-database.ts, isolated-database.ts).
import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { databaseName, ensureDatabase, withDatabase } from '../../server/src/db/database-url.js';
import { startEmbeddedPostgres } from '../../server/src/db/embedded-postgres.js';
import { openOrm } from '../../server/src/db/orm.js';
import { migrateDatabase } from '../../server/src/db/migrate.js';
import { seedCountries } from '../../server/src/db/seed/countries.seed.js';
import { seedDatabase, seedDemoAccounts } from '../../server/src/db/seed/index.js';
import { closeAsTemplate, copyDatabase } from './database-copies.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Migrated, with the whole demo data. */
    seededTemplateUrl: string;
    /** Migrated, with countries and the demo accounts only. */
    bareTemplateUrl: string;
  }
}

export default async function setup(project: TestProject) {
  let databaseUrl: string;
  let teardown: () => Promise<void>;
  if (process.env.DATABASE_URL) {
    databaseUrl = withDatabase(process.env.DATABASE_URL, `test_${Date.now()}_${process.pid}`);
    teardown = () => dropRunDatabases(databaseUrl);
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
    const migrated = await openOrm(databaseUrl);
    try {
      await migrateDatabase(migrated, databaseUrl);
    } finally {
      await migrated.close();
    }
    const bareTemplateUrl = await copyDatabase(databaseUrl, 'bare');
    await Promise.all([
      seeded(bareTemplateUrl, (em) =>
        em.transactional(async (tx) => {
          await seedCountries(tx);
          await seedDemoAccounts(tx);
        }),
      ),
      seeded(databaseUrl, seedDatabase),
    ]);
    await Promise.all([closeAsTemplate(databaseUrl), closeAsTemplate(bareTemplateUrl)]);
    project.provide('seededTemplateUrl', databaseUrl);
    project.provide('bareTemplateUrl', bareTemplateUrl);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}

async function seeded(url: string, seed: (em: EntityManager) => Promise<unknown>): Promise<void> {
  const orm = await openOrm(url);
  try {
    await seed(orm.em.fork());
  } finally {
    await orm.close();
  }
}

/** The run's templates and every copy of them, including those a stopped worker left behind. */
async function dropRunDatabases(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(`select datname from pg_database where starts_with(datname, $1)`, [databaseName(url)]);
    for (const { datname } of rows) await client.query(`DROP DATABASE "${datname.replaceAll('"', '""')}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
