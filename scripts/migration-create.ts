// Writes a migration with the SQL that takes the database from the current migrations to the entities, named to run
// after every existing one, and adds it to migrations/index.ts.
// Usage: npm run migration:create -- name
import 'reflect-metadata';
import { mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { migrations } from '../migrations/index.js';
import { projectRoot } from '../server/src/config.js';
import { openOrm } from '../server/src/db/orm.js';
import { migrateDatabase } from '../server/src/db/migrate.js';
import { nextMigrationStamp, registerMigration, restamped } from '../server/src/db/migration-files.js';
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
  await orm.close();
  if (!result.fileName) console.log('No changes.');
  else {
    const folder = resolve(projectRoot, 'migrations');
    const written = result.fileName.replace(/\.ts$/, '');
    const className = restamped(
      written,
      nextMigrationStamp(
        migrations.map((migration) => migration.name),
        new Date(),
      ),
    );
    writeFileSync(join(folder, `${written}.ts`), readFileSync(join(folder, `${written}.ts`), 'utf8').replaceAll(written, className));
    renameSync(join(folder, `${written}.ts`), join(folder, `${className}.ts`));
    const index = join(folder, 'index.ts');
    writeFileSync(index, registerMigration(readFileSync(index, 'utf8'), className));
    console.log(`Wrote migrations/${className}.ts and added it to migrations/index.ts, after the others.`);
  }
} finally {
  await database.stop();
  rmSync(dir, { recursive: true, force: true });
}
