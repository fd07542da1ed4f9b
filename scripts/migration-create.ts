// Writes a migration with the SQL that takes the database from the current migrations to the entities.
// Usage: npm run migration:create -- name
import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openOrm } from '../server/src/db/orm.js';
import { migrateDatabase } from '../server/src/db/migrate.js';
import { startEmbeddedPostgres } from '../server/src/db/embedded-postgres.js';
import { ensureDatabase } from '../server/src/db/database-url.js';

const name = process.argv[2];
const dir = mkdtempSync(join(tmpdir(), 'migration-'));
const database = await startEmbeddedPostgres(dir, 'migrations', console.error);
try {
  await ensureDatabase(database.url);
  const orm = await openOrm(database.url);
  await migrateDatabase(orm, database.url);
  const result = await orm.migrator.create(undefined, false, false, name);
  console.log(result.fileName ? `Wrote migrations/${result.fileName}; add it to migrations/index.ts` : 'No changes.');
  await orm.close();
} finally {
  await database.stop();
  rmSync(dir, { recursive: true, force: true });
}
