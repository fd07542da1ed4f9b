// How long seeding a fresh database takes (every test run does it), and the share of the booking inventory step.
// Run: node --import @swc-node/register/esm-register tests/bench/seed-time.ts
import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDatabase } from '../../server/src/db/database-url.js';
import { startEmbeddedPostgres } from '../../server/src/db/embedded-postgres.js';
import { openOrm } from '../../server/src/db/orm.js';
import { migrateDatabase } from '../../server/src/db/migrate.js';
import { seedDatabase } from '../../server/src/db/seed/index.js';
import { seedRoomTypes } from '../../server/src/db/seed/room-types.seed.js';

const dir = mkdtempSync(join(tmpdir(), 'seed-time-'));
const database = await startEmbeddedPostgres(dir, 'seed_time', () => {});
try {
  await ensureDatabase(database.url);
  const orm = await openOrm(database.url);
  await migrateDatabase(orm, database.url);
  const started = performance.now();
  await seedDatabase(orm.em.fork());
  console.log(`seed: ${Math.round(performance.now() - started)} ms`);
  // The room-type step again, rolled back: its own cost.
  await orm.em
    .fork()
    .transactional(async (tx) => {
      const step = performance.now();
      await seedRoomTypes(tx);
      console.log(`of which room types: ${Math.round(performance.now() - step)} ms`);
      throw new Error('rollback');
    })
    .catch(() => {});
  const [counts] = await orm.em
    .getConnection()
    .execute(`select (select count(*) from hotel)::int as hotels, (select count(*) from hotel_room_type)::int as room_types`);
  console.log(counts);
  await orm.close();
} finally {
  await database.stop();
  rmSync(dir, { recursive: true, force: true });
}
