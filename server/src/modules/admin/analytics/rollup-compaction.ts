// The booking triggers spread each rollup key over 16 shards (the writer's transaction id modulo 16), so concurrent
// bookings never queue on one row. Left alone, a busy key would end up as 16 rows for the analytics to read; a
// housekeeping pass folds every shard a transaction is not writing into one more shard that only this pass writes.
// It never waits on a booking: rows a transaction holds are skipped (SKIP LOCKED) and folded on the next pass, and
// the folded shard is one no booking writes. Two passes at once fold each row once, upserting keys in one order.
import type { EntityManager } from '@mikro-orm/postgresql';

/** The shard only compaction writes; the booking triggers write 0 to 15 (migration `analytics_rollups`). */
export const FOLDED_SHARD = 16;
const BATCH = 5000;

/** Each rollup table and its key without the shard. */
const rollups: Array<{ table: string; keys: string[] }> = [
  { table: 'booking_daily_rollup', keys: ['day', 'type', 'country_code', 'status', 'currency'] },
  { table: 'booking_monthly_rollup', keys: ['month', 'type', 'country_code', 'status', 'currency'] },
  { table: 'booking_daily_kind_rollup', keys: ['day', 'type', 'status', 'currency'] },
];

async function foldBatch(em: EntityManager, table: string, keys: string[]): Promise<number> {
  const columns = keys.join(', ');
  const [row] = await em.getConnection().execute<Array<{ n: number }>>(
    `with moved as (
      delete from ${table} where ctid in (select ctid from ${table} where shard <> ${FOLDED_SHARD} limit ${BATCH} for update skip locked)
      returning ${columns}, bookings, total_minor),
    folded as (
      insert into ${table} as r (${columns}, shard, bookings, total_minor)
      select ${columns}, ${FOLDED_SHARD}, sum(bookings), sum(total_minor) from moved
      group by ${columns}
      having sum(bookings) <> 0 or sum(total_minor) <> 0
      order by ${columns}
      on conflict (${columns}, shard) do update set bookings = r.bookings + excluded.bookings, total_minor = r.total_minor + excluded.total_minor
      returning 1)
    select count(*)::int as n from moved`,
  );
  return row?.n ?? 0;
}

/** Folds the rollups' writer shards into the folded one; answers how many rows were folded per table. */
export async function compactRollups(em: EntityManager): Promise<Record<string, number>> {
  const folded: Record<string, number> = {};
  for (const { table, keys } of rollups) {
    folded[table] = 0;
    for (;;) {
      const batch = await foldBatch(em, table, keys);
      folded[table] += batch;
      if (batch < BATCH) break;
    }
  }
  return folded;
}
