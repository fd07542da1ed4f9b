// Housekeeping: rows whose use is over are removed on a schedule (jobs.ts), lapsed holds give their
// units back even when nobody books the same thing again, and the analytics rollups' shards are folded. Every replica runs it at once without harm:
// each pass takes rows in small batches with FOR UPDATE SKIP LOCKED, so two passes never wait on or
// touch the same rows, and each statement is one short transaction.
import type { EntityManager } from '@mikro-orm/postgresql';
import { compactRollups } from './modules/admin/analytics/rollup-compaction.js';
import { lapseUnconfirmedGuestBookings } from './modules/bookings/booking-lifecycle.js';
import { holdsExpired, housekeepingPurged } from './observability/metrics.js';

/** Expired or revoked sessions, and used or expired one-time tokens, are kept this long (to explain a refused link). */
export const EXPIRED_KEPT_DAYS = 7;
/** Delivered e-mails are kept this long (the dev mailbox, support questions), then deleted. */
export const SENT_MAIL_KEPT_DAYS = 30;
const BATCH = 1000;

interface Purge {
  table: string;
  /** Which rows are over, as SQL on the table. */
  over: string;
}

const purges: Purge[] = [
  {
    table: 'auth_session',
    over: `expires_at < now() - interval '${EXPIRED_KEPT_DAYS} days' or revoked_at < now() - interval '${EXPIRED_KEPT_DAYS} days'`,
  },
  { table: 'auth_session_token', over: `expires_at < now() - interval '${EXPIRED_KEPT_DAYS} days'` },
  {
    table: 'one_time_token',
    over: `expires_at < now() - interval '${EXPIRED_KEPT_DAYS} days' or used_at < now() - interval '${EXPIRED_KEPT_DAYS} days'`,
  },
  { table: 'email_outbox', over: `status in ('sent', 'logged') and sent_at < now() - interval '${SENT_MAIL_KEPT_DAYS} days'` },
];

export interface HousekeepingReport {
  holdsReleased: number;
  purged: Record<string, number>;
  /** Analytics rollup rows folded from the bookings' shards into one (rollup-compaction.ts), per table. */
  rollupRowsFolded: Record<string, number>;
}

async function count(em: EntityManager, sql: string): Promise<number> {
  const [row] = await em.getConnection().execute<Array<{ n: number }>>(sql);
  return row?.n ?? 0;
}

/** Gives back the units of holds that lapsed, a batch at a time, keeping the counters equal to the live claims. */
async function releaseLapsedHolds(em: EntityManager): Promise<number> {
  let released = 0;
  for (;;) {
    const batch = await count(
      em,
      `with lapsed as (
        update inventory_claim set released_at = now()
        where id in (select id from inventory_claim where released_at is null and expires_at <= now() order by id limit ${BATCH} for update skip locked)
          and released_at is null
        returning bucket_id, departure_id, quantity),
      buckets as (
        update inventory_bucket b set booked = b.booked - f.quantity
        from (select bucket_id, sum(quantity)::int as quantity from lapsed where bucket_id is not null group by bucket_id) f
        where b.id = f.bucket_id),
      departures as (
        update tour_departure d set booked = d.booked - f.quantity
        from (select departure_id, sum(quantity)::int as quantity from lapsed where departure_id is not null group by departure_id) f
        where d.id = f.departure_id)
      select count(*)::int as n from lapsed`,
    );
    released += batch;
    if (batch < BATCH) return released;
  }
}

async function purge(em: EntityManager, { table, over }: Purge): Promise<number> {
  let deleted = 0;
  for (;;) {
    const batch = await count(
      em,
      `with gone as (delete from ${table} where ctid in (select ctid from ${table} where ${over} limit ${BATCH} for update skip locked) returning 1)
      select count(*)::int as n from gone`,
    );
    deleted += batch;
    if (batch < BATCH) return deleted;
  }
}

/** One pass of housekeeping; what it did is counted in the metrics and returned. */
export async function houseKeep(em: EntityManager): Promise<HousekeepingReport> {
  await lapseUnconfirmedGuestBookings(em, BATCH);
  const holdsReleased = await releaseLapsedHolds(em);
  holdsExpired.inc(holdsReleased);
  const purged: Record<string, number> = {};
  for (const target of purges) {
    purged[target.table] = await purge(em, target);
    housekeepingPurged.inc({ table: target.table }, purged[target.table]);
  }
  return { holdsReleased, purged, rollupRowsFolded: await compactRollups(em) };
}
