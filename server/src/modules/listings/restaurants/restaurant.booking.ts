// Booking a table: two hours from a half-hour slot within the restaurant's hours; the smallest fitting table first;
// no more guests starting in one slot than the restaurant's pacing allows. It charges the dishes pre-ordered at the
// restaurant's own prices, or spec §9's flat 50 without a pre-order (restaurant.menu.ts).
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { DomainError, badInput } from '../../../errors.js';
import { optionalText } from '../../../validation.js';
import { type Booking, BookingStatus, BookingType } from '../../bookings/booking.entity.js';
import type { TableRequests } from '../../email/partner-booking-emails.js';
import { addMinutes, localNow } from '../../bookings/booking-dates.js';
import {
  type BookingPlugin,
  blank,
  checkDay,
  clockTime,
  isoDate,
  listingId,
  noLongerOffered,
  notFound,
  outsideHours,
  party,
  withinHours,
} from '../../bookings/booking-kind.js';
import { BucketKind } from '../../bookings/inventory.entity.js';
import { Restaurant, RestaurantTable } from './restaurant.entity.js';
import { Weekday } from './restaurant.enums.js';
import { type PreOrderLine, preOrderLines, tableCharges } from './restaurant.menu.js';

/** A restaurant table is held for two hours; reservations start every 30 minutes from 08:00 to 22:00 (spec §9). */
export const SEATING_MINUTES = 120;
export const SLOT_MINUTES = 30;
const FIRST_SEATING = '08:00';
const LAST_SEATING = '22:00';
/** Spec §5 wording for a reservation without its date, time, party or name. */
export const RESERVATION_REQUIRED = 'Please complete required fields.';

const table = z
  .object({
    restaurantId: listingId,
    date: isoDate,
    time: clockTime,
    partySize: party,
    tableId: listingId.nullish(),
    seatingPreference: z.enum(['indoor', 'outdoor', 'window', 'bar']).nullish(),
    occasion: z.enum(['birthday', 'business', 'romantic', 'family']).nullish(),
    specialRequests: optionalText(1000),
    allergies: optionalText(500),
    preOrder: preOrderLines.nullish(),
  })
  .strict();

declare module '../../bookings/booking-kind.js' {
  interface BookingRequests {
    restaurant: TableRequest;
  }
  interface BookingRequestInputs {
    restaurant: RequestInput<typeof table>;
  }
}

export type TableRequest = z.output<typeof table>;

/** Weekdays in the order of `Date.getUTCDay()`. */
const WEEKDAYS = [Weekday.SUNDAY, Weekday.MONDAY, Weekday.TUESDAY, Weekday.WEDNESDAY, Weekday.THURSDAY, Weekday.FRIDAY, Weekday.SATURDAY];

/** The restaurant's hours on the date's weekday include the time; a weekday missing from its hours is a closed day. */
function restaurantOpen(restaurant: Restaurant, date: string, time: string): boolean {
  const weekday = WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()];
  return restaurant.openingHours.some((hours) => hours.weekday === weekday && withinHours(time, hours.opens, hours.closes));
}

/** Every seating time of the day, 08:00 to 22:00. */
const SEATING_TIMES = Array.from({ length: 29 }, (_, index) => addMinutes(FIRST_SEATING, index * SLOT_MINUTES));

export const SLOT_FULL = 'This time is fully booked. Please choose another time.';

/** Guests whose reservations start at each time of a restaurant's day: confirmed (no-shows left out) or held; `except` left out. */
export async function coversByTime(em: EntityManager, restaurantId: number, date: string, except?: string): Promise<Map<string, number>> {
  const rows = await em.getConnection().execute<Array<{ time: string; covers: number }>>(
    `select start_time as time, sum(party_size)::int as covers from booking
     where type = ? and listing_id = ? and start_date = ? and no_show_at is null
       and (status = ? or (status = ? and hold_expires_at > now())) and id is distinct from ?::uuid
     group by start_time`,
    [BookingType.RESTAURANT, restaurantId, date, BookingStatus.CONFIRMED, BookingStatus.HELD, except ?? null],
    'all',
    em.getTransactionContext(),
  );
  return new Map(rows.map((row) => [row.time, row.covers]));
}

/**
 * Refuses a party that would take a slot past the restaurant's pacing. Bookings of one restaurant queue on a lock
 * held until their transaction ends, so two parties counted at once cannot both squeeze into the last covers.
 */
async function checkPacing(em: EntityManager, restaurant: Restaurant, request: TableRequest, replacing?: string): Promise<void> {
  if (restaurant.pacingCovers == null) return;
  await em.getConnection().execute(`select pg_advisory_xact_lock(hashtext('restaurant_pacing'), ?)`, [restaurant.id], 'all', em.getTransactionContext());
  const covers = (await coversByTime(em, restaurant.id, request.date, replacing)).get(request.time) ?? 0;
  if (covers + request.partySize > restaurant.pacingCovers) throw new DomainError('SLOT_FULL', SLOT_FULL, 'restaurant.time');
}

/** The times a party can still book on a date: within the opening hours, still to come, and with covers left. */
export async function bookableTimes(em: EntityManager, restaurant: Restaurant, date: string, partySize: number): Promise<string[]> {
  const now = localNow(restaurant.country.code);
  const open = SEATING_TIMES.filter((time) => restaurantOpen(restaurant, date, time) && (date > now.date || (date === now.date && time > now.time)));
  if (restaurant.pacingCovers == null || !open.length) return open;
  const covers = await coversByTime(em, restaurant.id, date);
  return open.filter((time) => (covers.get(time) ?? 0) + partySize <= restaurant.pacingCovers!);
}

/** What a reservation's guests asked for, as its booking keeps it (restaurant bookings only). */
export function tableRequestsOf(booking: Pick<Booking, 'details'>): TableRequests {
  const details = booking.details as Partial<Pick<TableRequest, 'seatingPreference' | 'occasion' | 'allergies' | 'specialRequests'>>;
  return {
    seatingPreference: details.seatingPreference ?? null,
    occasion: details.occasion ?? null,
    allergies: details.allergies ?? null,
    specialRequests: details.specialRequests ?? null,
  };
}

export function seatingSlots(date: string, time: string): string[] {
  return Array.from({ length: SEATING_MINUTES / SLOT_MINUTES }, (_, index) => `${date} ${addMinutes(time, index * SLOT_MINUTES)}:00`);
}

export const restaurantBooking: BookingPlugin<TableRequest> = {
  inputField: 'restaurant',
  listingField: 'restaurantId',
  schema: table,
  requireFields(details, contact) {
    const field = ['date', 'time', 'partySize'].find((name) => blank(details[name]));
    if (field) throw badInput(`restaurant.${field}`, RESERVATION_REQUIRED);
    if (contact && blank(contact.name)) throw badInput('contact.name', RESERVATION_REQUIRED);
  },
  async plan(em, request, replacing) {
    // The tables with their restaurant joined: one round trip; the restaurant alone is read only when none is found.
    const tables = await em.find(
      RestaurantTable,
      { restaurant: { id: request.restaurantId, active: true }, ...(request.tableId && { id: request.tableId }) },
      { populate: ['restaurant'], strategy: 'joined', orderBy: { seats: 'asc', label: 'asc' } },
    );
    const restaurant = tables[0]?.restaurant ?? (await em.findOne(Restaurant, { id: request.restaurantId, active: true }));
    if (!restaurant) throw notFound('Restaurant', 'restaurant.restaurantId');
    if (request.time < FIRST_SEATING || request.time > LAST_SEATING || Number(request.time.slice(3)) % SLOT_MINUTES)
      throw badInput('restaurant.time', `Reservations start every ${SLOT_MINUTES} minutes from ${FIRST_SEATING} to ${LAST_SEATING}.`);
    checkDay(restaurant.country.code, request.date, 'restaurant.date', request.time);
    if (!restaurantOpen(restaurant, request.date, request.time)) throw outsideHours('restaurant.time', 'restaurant');
    if (request.tableId && !tables.length) throw notFound('Table', 'restaurant.tableId');
    const fitting = tables.filter((candidate) => candidate.seats >= request.partySize);
    if (!fitting.length)
      throw badInput(request.tableId ? 'restaurant.tableId' : 'restaurant.partySize', `No table here seats a party of ${request.partySize}.`);
    const charges = tableCharges(restaurant, request.preOrder ?? []);
    await checkPacing(em, restaurant, request, replacing);
    return {
      type: BookingType.RESTAURANT,
      listing: restaurant,
      startDate: request.date,
      startTime: request.time,
      endDate: request.date,
      partySize: request.partySize,
      units: 1,
      details: {
        seatingPreference: request.seatingPreference ?? null,
        occasion: request.occasion ?? null,
        specialRequests: request.specialRequests ?? null,
        allergies: request.allergies ?? null,
        preOrder: request.preOrder ?? [],
      },
      options: fitting.map((candidate) => ({
        target: { kind: BucketKind.TABLE_SLOT, unitId: candidate.id, slots: seatingSlots(request.date, request.time), capacity: 1 },
        quantity: 1,
        charges,
        details: { tableId: candidate.id, table: candidate.label },
      })),
    };
  },
  async refusal(em, booking) {
    const restaurant = await em.findOne(Restaurant, { id: booking.listingId, active: true });
    if (!restaurant) return noLongerOffered();
    return restaurantOpen(restaurant, booking.startDate, booking.startTime!) ? null : outsideHours('reference', 'restaurant');
  },
  changed: ({ booking, details, startDate, time, partySize }) => ({
    restaurantId: booking.listingId,
    date: startDate,
    time,
    partySize,
    seatingPreference: details.seatingPreference ?? null,
    occasion: details.occasion ?? null,
    specialRequests: details.specialRequests ?? null,
    allergies: details.allergies ?? null,
    preOrder: (details.preOrder as PreOrderLine[] | undefined) ?? null,
  }),
  changeFields: { date: 'startDate', time: 'time', partySize: 'partySize' },
  policyCase: (booking) => ({ kind: 'restaurant', caseId: booking.partySize >= 8 ? 'restaurantGroup' : 'restaurantStandard' }),
  policyCasesOf: () => ['restaurantStandard', 'restaurantGroup'],
  calendarMinutes: SEATING_MINUTES,
};
