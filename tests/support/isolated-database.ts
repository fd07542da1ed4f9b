// A database of a suite's own, migrated, with countries and the demo accounts only (or the whole demo data): row
// counts in it are exact while other suites (other processes) write to the shared test database at the same time,
// and a job runner started on it works on that suite's jobs only.
import { inject } from 'vitest';
import { dropDatabase, ensureDatabase, withDatabase } from '../../server/src/db/database-url.js';
import { openOrm } from '../../server/src/db/orm.js';
import { migrateDatabase } from '../../server/src/db/migrate.js';
import { seedCountries } from '../../server/src/db/seed/countries.seed.js';
import { seedDatabase } from '../../server/src/db/seed/index.js';
import { seedDemoUsers } from '../../server/src/db/seed/users.seed.js';

export async function isolatedDatabase(label: string, { demoData = false } = {}): Promise<{ url: string; drop: () => Promise<void> }> {
  const url = withDatabase(inject('databaseUrl'), `${label}_${process.pid}_${Date.now()}`);
  await ensureDatabase(url);
  const orm = await openOrm(url);
  try {
    await migrateDatabase(orm, url);
    if (demoData) await seedDatabase(orm.em.fork());
    else
      await orm.em.fork().transactional(async (em) => {
        await seedCountries(em);
        await seedDemoUsers(em);
      });
  } finally {
    await orm.close();
  }
  return { url, drop: () => dropDatabase(url).catch(() => {}) };
}
