// A venue's places on one night: its usual capacity, unless its manager set the night apart (other places, or
// closed). The night's inventory counter carries the same figures, so the guarded claim refuses past them.
import type { EntityManager } from '@mikro-orm/postgresql';
import { BucketKind } from '../../bookings/inventory.entity.js';
import type { LeisureVenue } from './leisure.entity.js';
import { LeisureNight } from './leisure-night.entity.js';

export interface NightPlaces {
  date: string;
  /** Places that night: the manager's figure for it, else the venue's usual capacity. */
  capacity: number;
  usualCapacity: number;
  closed: boolean;
  /** Whether the manager set this night apart. */
  setApart: boolean;
}

export async function nightOf(em: EntityManager, venue: LeisureVenue, date: string): Promise<NightPlaces> {
  const night = await em.findOne(LeisureNight, { venue: venue.id, night: date });
  return {
    date,
    capacity: night?.capacity ?? venue.capacity,
    usualCapacity: venue.capacity,
    closed: night?.closed ?? false,
    setApart: night != null,
  };
}

/**
 * Gives a venue's night counter (or an event's) its places and whether it is closed, creating it when no booking has
 * yet. Returns what the counter already holds when that is more than `capacity` (nothing changes then), else null. A
 * booking racing this waits on the counter's row, then claims against the figures written here.
 */
export async function setDayCounter(
  em: EntityManager,
  counter: { kind: BucketKind.LEISURE_NIGHT | BucketKind.LEISURE_EVENT; unitId: number; date: string },
  capacity: number,
  closed: boolean,
): Promise<number | null> {
  const run = <T extends object>(sql: string, params: unknown[]) => em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());
  const slot = `${counter.date} 00:00:00`;
  const written = await run<{ id: number }>(
    `insert into inventory_bucket as b (kind, unit_id, slot, capacity, closed) values (?, ?, ?::timestamp, ?, ?)
     on conflict (kind, unit_id, slot) do update set capacity = excluded.capacity, closed = excluded.closed where b.booked <= excluded.capacity
     returning b.id`,
    [counter.kind, counter.unitId, slot, capacity, closed],
  );
  if (written.length) return null;
  const [held] = await run<{ booked: number }>(`select booked from inventory_bucket where kind = ? and unit_id = ? and slot = ?::timestamp`, [
    counter.kind,
    counter.unitId,
    slot,
  ]);
  return held?.booked ?? 0;
}
