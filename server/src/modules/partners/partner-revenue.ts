// A partner's bookings and revenue over a date range, by day and by listing: confirmed bookings only, dated by
// the day the service starts (the night, departure, seating or pickup), so the figures match the bookings list.
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { RequestContext } from '../../context.js';
import { badInput } from '../../errors.js';
import { addDays, daysBetween } from '../bookings/booking-dates.js';
import { kindOf } from '../listings/kind-registry.js';
import { isoDate, partnerOf } from './partner-bookings.js';
import type { PartnerListingKind } from './partner-scope.js';

/** A year and a day at most: a daily series stays readable and the query cheap. */
export const MAX_RANGE_DAYS = 366;

/** The days a report covers, both included. */
export const revenueRange = z.object({ from: isoDate, to: isoDate });

export type RevenueRange = z.output<typeof revenueRange>;

export interface RevenueDay {
  date: string;
  bookings: number;
  guests: number;
  revenueMinor: number;
}

export interface ListingRevenue {
  listingId: number;
  name: string;
  bookings: number;
  guests: number;
  revenueMinor: number;
}

export interface RevenueReport {
  from: string;
  to: string;
  bookings: number;
  guests: number;
  revenueMinor: number;
  cancelled: number;
  days: RevenueDay[];
  byListing: ListingRevenue[];
}

/** The legacy `range` parameter: 7d, 30d, 90d or 365d, ending today (UTC). */
export function rangeEndingToday(range: string | undefined, today = new Date().toISOString().slice(0, 10)): RevenueRange {
  const days = { '7d': 7, '30d': 30, '90d': 90, '365d': 365 }[range ?? '30d'];
  if (!days) throw badInput('range', 'range must be one of: 7d, 30d, 90d, 365d.');
  return { from: addDays(today, 1 - days), to: today };
}

type Row = Record<string, unknown>;
const run = <T extends Row>(em: EntityManager, sql: string, params: unknown[]) =>
  em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());

export async function partnerRevenue(ctx: RequestContext, { from, to }: RevenueRange, only?: PartnerListingKind): Promise<RevenueReport> {
  const { viewer, kind } = partnerOf(ctx, only);
  const span = daysBetween(from, to);
  if (span < 0) throw badInput('to', 'The end date must be on or after the start date.');
  if (span >= MAX_RANGE_DAYS) throw badInput('to', `A report covers ${MAX_RANGE_DAYS} days at most.`);
  const owned = `b.type = ? and b.listing_id in (select id from ${kindOf(kind).table} where owner_id = ?) and b.start_date between ? and ?`;
  const params = [kind, viewer.id, from, to];
  const [daily, listings, [cancelled]] = await Promise.all([
    run<{ day: string; bookings: number; guests: number; revenue: number }>(
      ctx.em,
      `select to_char(b.start_date, 'YYYY-MM-DD') as day, count(*)::int as bookings, sum(b.party_size)::int as guests, sum(b.total_minor)::bigint as revenue
       from booking b where ${owned} and b.status = 'confirmed' group by b.start_date order by b.start_date`,
      params,
    ),
    run<{ listing_id: number; name: string; bookings: number; guests: number; revenue: number }>(
      ctx.em,
      `select b.listing_id, max(l.name) as name, count(*)::int as bookings, sum(b.party_size)::int as guests, sum(b.total_minor)::bigint as revenue
       from booking b join ${kindOf(kind).table} l on l.id = b.listing_id
       where ${owned} and b.status = 'confirmed' group by b.listing_id order by revenue desc, b.listing_id`,
      params,
    ),
    run<{ count: number }>(
      ctx.em,
      `select count(*)::int as count from booking b where ${owned} and b.status = 'cancelled' and b.confirmed_at is not null`,
      params,
    ),
  ]);
  const byDay = new Map(daily.map((row) => [row.day, row]));
  const days = Array.from({ length: span + 1 }, (_, index) => {
    const date = addDays(from, index);
    const row = byDay.get(date);
    return { date, bookings: row?.bookings ?? 0, guests: row?.guests ?? 0, revenueMinor: Number(row?.revenue ?? 0) };
  });
  return {
    from,
    to,
    bookings: days.reduce((sum, day) => sum + day.bookings, 0),
    guests: days.reduce((sum, day) => sum + day.guests, 0),
    revenueMinor: days.reduce((sum, day) => sum + day.revenueMinor, 0),
    cancelled: cancelled?.count ?? 0,
    days,
    byListing: listings.map((row) => ({
      listingId: row.listing_id,
      name: row.name,
      bookings: row.bookings,
      guests: row.guests,
      revenueMinor: Number(row.revenue),
    })),
  };
}
