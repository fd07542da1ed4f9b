// Claims on guarded counters, in the caller's transaction. The guard of the UPDATE (or of the upsert's update)
// (`booked + n <= capacity and not closed`) is the only way in, and the CHECK on each counter stands behind it: concurrent claimers
// queue on the counter's row lock and PostgreSQL re-reads `booked` for each, so of 32 claims on the last unit exactly
// one succeeds.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { BucketKind } from './inventory.entity.js';

/** What one claim takes: places on a tour departure, or the same quantity in each of a unit's slots. */
export type ClaimTarget = { kind: 'departure'; departureId: number } | { kind: BucketKind; unitId: number; slots: string[]; capacity: number };

export interface ClaimOption {
  target: ClaimTarget;
  quantity: number;
  /** What this option is, for the booking's details (room type, table, vehicle). */
  details: Record<string, unknown>;
}

type Row = Record<string, unknown>;

function run<T extends Row>(em: EntityManager, sql: string, params: unknown[]): Promise<T[]> {
  return em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());
}

/** A PostgreSQL array literal of timestamps or integers, passed as one parameter. */
const arrayLiteral = (values: Array<string | number>) => `{${values.map((value) => (typeof value === 'number' ? value : `"${value}"`)).join(',')}}`;

/**
 * Lets go of holds on these counters that have lapsed, so their units go back; returns how many it let go. A hold
 * that lapsed still counts on its counter until this or housekeeping (housekeeping.ts) gives it back.
 */
async function releaseLapsed(em: EntityManager, target: ClaimTarget): Promise<number> {
  if (target.kind === 'departure') {
    const [released] = await run<{ n: number }>(
      em,
      `with lapsed as (
        update inventory_claim set released_at = now()
        where departure_id = ? and released_at is null and expires_at <= now() returning quantity),
      returned as (
        update tour_departure set booked = booked - (select sum(quantity) from lapsed)
        where id = ? and exists (select 1 from lapsed))
      select count(*)::int as n from lapsed`,
      [target.departureId, target.departureId],
    );
    return released!.n;
  }
  const [released] = await run<{ n: number }>(
    em,
    `with lapsed as (
      update inventory_claim c set released_at = now() from inventory_bucket b
      where c.bucket_id = b.id and b.kind = ? and b.unit_id = ? and b.slot = any(?::timestamp[])
        and c.released_at is null and c.expires_at <= now()
      returning c.bucket_id, c.quantity),
    freed as (select bucket_id, sum(quantity)::int as quantity from lapsed group by bucket_id),
    returned as (update inventory_bucket b set booked = b.booked - freed.quantity from freed where b.id = freed.bucket_id)
    select count(*)::int as n from lapsed`,
    [target.kind, target.unitId, arrayLiteral(target.slots)],
  );
  return released!.n;
}

/**
 * The idempotency key a new booking is made under (idempotency.ts): written by the booking's first claim, in the same
 * statement, so that a keyed booking costs no round trip of its own for the key.
 */
export interface ClaimKey {
  scope: string;
  key: string;
  operation: string;
  requestHash: string;
}

/** `claimed`; `full` when a counter had no room (nothing stays claimed); `keyTaken` when the key was another request's. */
export type ClaimOutcome = 'claimed' | 'full' | 'keyTaken';

/**
 * Takes `option` for the booking, as a hold until `expiresAt` or for good when it is null. With `key`, the key is
 * written first and nothing is taken when another request holds it. Lapsed holds are let go only when they stand in
 * the way: a claim that fits is one statement, and one that does not fit tries again once they are gone.
 */
export async function claim(em: EntityManager, bookingId: string, option: ClaimOption, expiresAt: Date | null, key?: ClaimKey): Promise<ClaimOutcome> {
  const first = await take(em, bookingId, option, expiresAt, key);
  if (first !== 'full') return first;
  return (await releaseLapsed(em, option.target)) > 0 ? take(em, bookingId, option, expiresAt) : 'full';
}

/**
 * The key's row, when there is a key, as the statement's first step: the takes below go ahead only once it is
 * written. A request with the same key still in flight makes this one wait on the key's row until it ends.
 */
function keyStep(key: ClaimKey | undefined, bookingId: string) {
  if (!key) return { sql: '', params: [] as unknown[], guard: '', keyed: '1' };
  return {
    sql: `key as (
      insert into idempotency_key (scope, key, operation, request_hash, booking_id) values (?, ?, ?, ?, ?)
      on conflict (scope, key) do nothing returning 1),`,
    params: [key.scope, key.key, key.operation, key.requestHash, bookingId] as unknown[],
    guard: ' and exists (select 1 from key)',
    keyed: '(select count(*) from key)::int',
  };
}

/**
 * The guarded take of every counter the option needs and its claim rows, in one statement: the claims are written
 * only when every counter had room. A slot counter a first claim needs is created by the same statement (an upsert
 * whose update is guarded); a concurrent creator makes this one wait on the row, then take or not as for any counter.
 */
async function take(em: EntityManager, bookingId: string, option: ClaimOption, expiresAt: Date | null, key?: ClaimKey): Promise<ClaimOutcome> {
  const { target, quantity } = option;
  const expires = expiresAt?.toISOString() ?? null;
  const keyed = keyStep(key, bookingId);
  if (target.kind === 'departure') {
    const [outcome] = await run<{ keyed: number; claimed: number }>(
      em,
      `with ${keyed.sql}
      taken as (update tour_departure set booked = booked + ? where id = ? and booked + ? <= capacity${keyed.guard} returning id),
      claimed as (insert into inventory_claim (booking_id, departure_id, quantity, expires_at) select ?, id, ?, ?::timestamptz from taken returning id)
      select ${keyed.keyed} as keyed, (select count(*) from claimed)::int as claimed`,
      [...keyed.params, quantity, target.departureId, quantity, bookingId, quantity, expires],
    );
    return !outcome!.keyed ? 'keyTaken' : outcome!.claimed ? 'claimed' : 'full';
  }
  const [outcome] = await run<{ keyed: number; taken: number[] | null; claimed: number }>(
    em,
    `with ${keyed.sql}
    taken as (
      insert into inventory_bucket as b (kind, unit_id, slot, capacity, booked)
      select ?, ?, slot, ?, ? from unnest(?::timestamp[]) as slot where ? <= ?${keyed.guard} order by slot
      on conflict (kind, unit_id, slot) do update set booked = b.booked + excluded.booked where b.booked + excluded.booked <= b.capacity and not b.closed
      returning b.id),
    claimed as (
      insert into inventory_claim (booking_id, bucket_id, quantity, expires_at)
      select ?, id, ?, ?::timestamptz from taken where (select count(*) from taken) = ? returning id)
    select ${keyed.keyed} as keyed, (select array_agg(id) from taken) as taken, (select count(*) from claimed)::int as claimed`,
    [
      ...keyed.params,
      ...[target.kind, target.unitId, target.capacity, quantity, arrayLiteral(target.slots), quantity, target.capacity],
      ...[bookingId, quantity, expires, target.slots.length],
    ],
  );
  if (!outcome!.keyed) return 'keyTaken';
  if (outcome!.claimed) return 'claimed';
  // Some slots had room, one did not: give back what this statement took, keep the transaction usable.
  if (outcome!.taken?.length)
    await run(em, `update inventory_bucket set booked = booked - ? where id = any(?::int[])`, [quantity, arrayLiteral(outcome!.taken)]);
  return 'full';
}

/** The booking's claims not yet released: a modification releases exactly these once the new ones are taken. */
export async function liveClaimIds(em: EntityManager, bookingId: string): Promise<number[]> {
  const rows = await run<{ id: number }>(em, `select id from inventory_claim where booking_id = ? and released_at is null`, [bookingId]);
  return rows.map((row) => row.id);
}

/** Gives back everything the booking still claims (live or lapsed holds, or confirmed places), or only the claims `onlyIds`. */
export async function releaseClaims(em: EntityManager, bookingId: string, onlyIds?: number[]): Promise<void> {
  const only = onlyIds ? arrayLiteral(onlyIds) : null;
  await run(
    em,
    `with released as (
      update inventory_claim set released_at = now()
      where booking_id = ? and released_at is null and bucket_id is not null and (?::int[] is null or id = any(?::int[])) returning bucket_id, quantity),
    freed as (select bucket_id, sum(quantity)::int as quantity from released group by bucket_id)
    update inventory_bucket b set booked = b.booked - freed.quantity from freed where b.id = freed.bucket_id`,
    [bookingId, only, only],
  );
  await run(
    em,
    `with released as (
      update inventory_claim set released_at = now()
      where booking_id = ? and released_at is null and departure_id is not null and (?::int[] is null or id = any(?::int[])) returning departure_id, quantity),
    freed as (select departure_id, sum(quantity)::int as quantity from released group by departure_id)
    update tour_departure d set booked = d.booked - freed.quantity from freed where d.id = freed.departure_id`,
    [bookingId, only, only],
  );
}

/** What confirming a booking's holds came to: `lapsed` when one lapsed (or was released), `closed` when one is on a closed counter. */
export type ConfirmOutcome = 'confirmed' | 'lapsed' | 'closed';

/**
 * Makes the booking's holds permanent, unless one of them has lapsed or sits on a counter closed since it was taken:
 * a closed night is closed to a hold too, so that nothing is confirmed there (the caller releases the hold). A booking
 * already confirmed (a guest's, awaiting the e-mail) keeps what it holds on a night closed since: `closedToo`.
 */
export async function confirmClaims(em: EntityManager, bookingId: string, { closedToo = false } = {}): Promise<ConfirmOutcome> {
  const [counts] = await run<{ total: number; live: number; closed: number }>(
    em,
    `select count(*)::int as total,
      count(*) filter (where c.released_at is null and (c.expires_at is null or c.expires_at > now()))::int as live,
      count(*) filter (where b.closed)::int as closed
    from inventory_claim c left join inventory_bucket b on b.id = c.bucket_id where c.booking_id = ?`,
    [bookingId],
  );
  if (!counts || counts.total === 0 || counts.live !== counts.total) return 'lapsed';
  if (counts.closed > 0 && !closedToo) return 'closed';
  const confirmed = await run(
    em,
    `update inventory_claim set expires_at = null where booking_id = ? and released_at is null and (expires_at is null or expires_at > now()) returning id`,
    [bookingId],
  );
  return confirmed.length === counts.total ? 'confirmed' : 'lapsed';
}
