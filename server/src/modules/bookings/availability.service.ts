// What is left to book, per type, counted from live claims (confirmed, or holds not yet lapsed): a lapsed hold
// that no claim has released yet still sits in its counter, but never in these answers.
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { RequestContext } from '../../context.js';
import { DomainError, badInput } from '../../errors.js';
import { clockTime, text, wholeNumber } from '../../validation.js';
import { Hotel } from '../listings/hotels/hotel.entity.js';
import { LeisureVenue } from '../listings/leisure/leisure.entity.js';
import { nightOf } from '../listings/leisure/leisure-nights.js';
import { Restaurant, RestaurantTable } from '../listings/restaurants/restaurant.entity.js';
import { Tour, TourDeparture } from '../listings/tours/tour.entity.js';
import { TransportService, Vehicle } from '../listings/transport/transport.entity.js';
import { TransportStatus } from '../listings/transport/transport.enums.js';
import { addMinutes, dailySlots, daysBetween, localNow } from './booking-dates.js';
import { type NightsAtRate, arrivalMinStays, stayPriceMinor, stayRatesMinor } from '../listings/hotels/hotel.booking.js';
import { SEATING_MINUTES, bookableTimes } from '../listings/restaurants/restaurant.booking.js';
import { BucketKind, HotelRoomType } from './inventory.entity.js';

const LIVE = `c.released_at is null and (c.expires_at is null or c.expires_at > now())`;

const listingId = wholeNumber(1, 2_147_483_647);
const isoDate = text(10).regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date as YYYY-MM-DD' });

export const availabilitySchemas = {
  hotel: z.object({ hotelId: listingId, checkIn: isoDate, checkOut: isoDate }),
  tour: z.object({ tourId: listingId }),
  restaurant: z.object({ restaurantId: listingId, date: isoDate, time: clockTime }),
  restaurantTimes: z.object({ restaurantId: listingId, date: isoDate, partySize: wholeNumber(1, 30) }),
  leisure: z.object({ venueId: listingId, date: isoDate }),
  ride: z.object({ serviceId: listingId, pickupDate: isoDate, returnDate: isoDate }),
};

/** What one availability question asks, checked: the listing and its dates. */
export type AvailabilityQuery<Kind extends keyof typeof availabilitySchemas> = z.output<(typeof availabilitySchemas)[Kind]>;

type Row = Record<string, unknown>;
const arrayLiteral = (values: Array<string | number>) => `{${values.map((value) => (typeof value === 'number' ? value : `"${value}"`)).join(',')}}`;

function run<T extends Row>(em: EntityManager, sql: string, params: unknown[]): Promise<T[]> {
  return em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());
}

/** Counted as taken in a closed slot: more than any unit has, so nothing is left whatever its claims. */
const CLOSED_TAKEN = 2_147_483_647;

/** Most units taken in any one of the slots, per unit; a slot closed by its partner has nothing left. */
export async function busiestSlot(em: EntityManager, kind: BucketKind, unitIds: number[], slots: string[]): Promise<Map<number, number>> {
  if (!unitIds.length) return new Map();
  const rows = await run<{ unit_id: number; taken: number }>(
    em,
    `select unit_id, max(taken)::int as taken from (
       select b.unit_id, b.slot, case when b.closed then ${CLOSED_TAKEN} else coalesce(sum(c.quantity) filter (where ${LIVE}), 0) end as taken
       from inventory_bucket b left join inventory_claim c on c.bucket_id = b.id
       where b.kind = ? and b.unit_id = any(?::int[]) and b.slot = any(?::timestamp[])
       group by b.unit_id, b.slot, b.closed) per_slot
     group by unit_id`,
    [kind, arrayLiteral(unitIds), arrayLiteral(slots)],
  );
  return new Map(rows.map((row) => [row.unit_id, row.taken]));
}

/** Units taken per unit and slot, keyed `unitId slot` (slot as YYYY-MM-DD HH:MM:SS); absent means none. */
export async function takenBySlot(em: EntityManager, kind: BucketKind, unitIds: number[], slots: string[]): Promise<Map<string, number>> {
  if (!unitIds.length || !slots.length) return new Map();
  const rows = await run<{ unit_id: number; slot: string; taken: number }>(
    em,
    `select b.unit_id, to_char(b.slot, 'YYYY-MM-DD HH24:MI:SS') as slot, sum(c.quantity)::int as taken
     from inventory_bucket b join inventory_claim c on c.bucket_id = b.id
     where b.kind = ? and b.unit_id = any(?::int[]) and b.slot = any(?::timestamp[]) and ${LIVE}
     group by b.unit_id, b.slot`,
    [kind, arrayLiteral(unitIds), arrayLiteral(slots)],
  );
  return new Map(rows.map((row) => [`${row.unit_id} ${row.slot}`, row.taken]));
}

/** Places left on each departure: `booked` still holds lapsed holds not yet released, so they are counted back. */
export async function placesLeft(em: EntityManager, departures: TourDeparture[]): Promise<Map<number, number>> {
  if (!departures.length) return new Map();
  const lapsed = await run<{ departure_id: number; quantity: number }>(
    em,
    `select c.departure_id, sum(c.quantity)::int as quantity from inventory_claim c
     where c.departure_id = any(?::int[]) and c.released_at is null and c.expires_at <= now() group by c.departure_id`,
    [arrayLiteral(departures.map((d) => d.id))],
  );
  const lapsedBy = new Map(lapsed.map((row) => [row.departure_id, row.quantity]));
  return new Map(departures.map((departure) => [departure.id, departure.capacity - departure.booked + (lapsedBy.get(departure.id) ?? 0)]));
}

export interface RoomTypeAvailability {
  roomType: HotelRoomType;
  unitsLeft: number;
  nights: number;
  /** One room for the whole stay, before taxes and fees. */
  stayPriceMinor: number;
  /** The stay's nights at each rate: what the booking's lines will be (booking-pricing.ts prices them). */
  rates: NightsAtRate[];
  /** The shortest stay the hotel takes for this arrival. */
  minStay: number;
}

export class AvailabilityService {
  async hotel(ctx: RequestContext, { hotelId, checkIn, checkOut }: AvailabilityQuery<'hotel'>): Promise<RoomTypeAvailability[]> {
    const hotel = await ctx.em.findOne(Hotel, { id: hotelId, active: true });
    if (!hotel) throw new DomainError('NOT_FOUND', 'Hotel not found', 'hotelId');
    const nights = daysBetween(checkIn, checkOut);
    if (nights < 1 || nights > 30) throw badInput('checkOut', 'Check-out must be after check-in.');
    const roomTypes = await ctx.em.find(HotelRoomType, { hotel, active: true }, { orderBy: { pricePerNightMinor: 'asc', id: 'asc' } });
    const stayRates = await stayRatesMinor(ctx.em, roomTypes, checkIn, nights);
    const minStays = await arrivalMinStays(ctx.em, roomTypes, checkIn);
    const taken = await busiestSlot(
      ctx.em,
      BucketKind.ROOM_NIGHT,
      roomTypes.map((room) => room.id),
      dailySlots(checkIn, nights),
    );
    return roomTypes.map((roomType) => ({
      roomType,
      nights,
      stayPriceMinor: stayPriceMinor(stayRates.get(roomType.id)!),
      rates: stayRates.get(roomType.id)!,
      minStay: minStays.get(roomType.id)!,
      // A stay shorter than the hotel's minimum for that arrival is not offered.
      unitsLeft: nights < minStays.get(roomType.id)! ? 0 : Math.max(0, roomType.units - (taken.get(roomType.id) ?? 0)),
    }));
  }

  /** Upcoming departures with the places left on each. */
  async tour(ctx: RequestContext, { tourId }: AvailabilityQuery<'tour'>): Promise<Array<{ departure: TourDeparture; placesLeft: number }>> {
    const tour = await ctx.em.findOne(Tour, { id: tourId, active: true });
    if (!tour) throw new DomainError('NOT_FOUND', 'Tour not found', 'tourId');
    const departures = await ctx.em.find(TourDeparture, { tour, date: { $gte: localNow(tour.country.code).date } }, { orderBy: { date: 'asc' } });
    const left = await placesLeft(ctx.em, departures);
    return departures.map((departure) => ({ departure, placesLeft: left.get(departure.id)! }));
  }

  /** Tables taken for a seating starting at `time` (they overlap its two hours), and the floor plan. */
  async restaurant(
    ctx: RequestContext,
    { restaurantId, date, time }: AvailabilityQuery<'restaurant'>,
  ): Promise<{ tables: RestaurantTable[]; occupiedTableIds: number[] }> {
    const restaurant = await ctx.em.findOne(Restaurant, { id: restaurantId, active: true });
    if (!restaurant) throw new DomainError('NOT_FOUND', 'Restaurant not found', 'restaurantId');
    const tables = await ctx.em.find(RestaurantTable, { restaurant }, { orderBy: { label: 'asc' } });
    if (!tables.length) return { tables, occupiedTableIds: [] };
    // Seatings claim every 30-minute slot they span, so the slots of a seating at `time` show every overlap.
    const start = Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
    const slots = Array.from({ length: SEATING_MINUTES / 30 }, (_, i) => start - (start % 30) + i * 30)
      .filter((minute) => minute < 24 * 60)
      .map((minute) => `${date} ${addMinutes('00:00', minute)}:00`);
    const taken = await busiestSlot(
      ctx.em,
      BucketKind.TABLE_SLOT,
      tables.map((table) => table.id),
      slots,
    );
    return { tables, occupiedTableIds: tables.filter((table) => (taken.get(table.id) ?? 0) > 0).map((table) => table.id) };
  }

  /** The times a party can still reserve: the opening hours drive them, and a slot paced full is left out. */
  async restaurantTimes(ctx: RequestContext, { restaurantId, date, partySize }: AvailabilityQuery<'restaurantTimes'>): Promise<string[]> {
    const restaurant = await ctx.em.findOne(Restaurant, { id: restaurantId, active: true });
    if (!restaurant) throw new DomainError('NOT_FOUND', 'Restaurant not found', 'restaurantId');
    return bookableTimes(ctx.em, restaurant, date, partySize);
  }

  async leisure(ctx: RequestContext, { venueId, date }: AvailabilityQuery<'leisure'>): Promise<{ capacity: number; placesLeft: number }> {
    const venue = await ctx.em.findOne(LeisureVenue, { id: venueId, active: true });
    if (!venue) throw new DomainError('NOT_FOUND', 'Venue not found', 'venueId');
    const night = await nightOf(ctx.em, venue, date);
    if (night.closed) return { capacity: 0, placesLeft: 0 };
    const taken = await busiestSlot(ctx.em, BucketKind.LEISURE_NIGHT, [venue.id], dailySlots(date, 1));
    return { capacity: night.capacity, placesLeft: Math.max(0, night.capacity - (taken.get(venue.id) ?? 0)) };
  }

  /** Vehicles of the service free on every day of the hire. */
  async ride(ctx: RequestContext, { serviceId, pickupDate, returnDate }: AvailabilityQuery<'ride'>): Promise<Vehicle[]> {
    const service = await ctx.em.findOne(TransportService, { id: serviceId, status: TransportStatus.ACTIVE });
    if (!service) throw new DomainError('NOT_FOUND', 'Ride not found', 'serviceId');
    const span = daysBetween(pickupDate, returnDate);
    if (span < 0 || span > 30) throw badInput('returnDate', 'The return date must be on or after the pickup date.');
    const vehicles = await ctx.em.find(Vehicle, { service }, { orderBy: { seats: 'asc', id: 'asc' } });
    const taken = await busiestSlot(
      ctx.em,
      BucketKind.VEHICLE_DAY,
      vehicles.map((v) => v.id),
      dailySlots(pickupDate, Math.max(1, span)),
    );
    return vehicles.filter((vehicle) => !taken.get(vehicle.id));
  }
}
