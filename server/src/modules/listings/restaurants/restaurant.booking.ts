// Booking a table: two hours from a half-hour slot within the restaurant's hours; the smallest fitting table first.
import { z } from 'zod';
import { badInput } from '../../../errors.js';
import { optionalText } from '../../../validation.js';
import { BookingType } from '../../bookings/booking.entity.js';
import { addMinutes } from '../../bookings/booking-dates.js';
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
import { PriceLineKind } from '../../bookings/booking-pricing.js';
import { BucketKind } from '../../bookings/inventory.entity.js';
import { Restaurant, RestaurantTable } from './restaurant.entity.js';
import { Weekday } from './restaurant.enums.js';

/** A restaurant table is held for two hours; reservations start every 30 minutes from 08:00 to 22:00 (spec §9). */
export const SEATING_MINUTES = 120;
const SLOT_MINUTES = 30;
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

function seatingSlots(date: string, time: string): string[] {
  return Array.from({ length: SEATING_MINUTES / SLOT_MINUTES }, (_, index) => `${date} ${addMinutes(time, index * SLOT_MINUTES)}:00`);
}

export const restaurantBooking: BookingPlugin<TableRequest> = {
  inputField: 'restaurant',
  schema: table,
  requireFields(details, contact) {
    const field = ['date', 'time', 'partySize'].find((name) => blank(details[name]));
    if (field) throw badInput(`restaurant.${field}`, RESERVATION_REQUIRED);
    if (contact && blank(contact.name)) throw badInput('contact.name', RESERVATION_REQUIRED);
  },
  async plan(em, request) {
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
    return {
      type: BookingType.RESTAURANT,
      listing: restaurant,
      startDate: request.date,
      startTime: request.time,
      endDate: request.date,
      partySize: request.partySize,
      units: 1,
      details: { seatingPreference: request.seatingPreference ?? null, occasion: request.occasion ?? null, specialRequests: request.specialRequests ?? null },
      options: fitting.map((candidate) => ({
        target: { kind: BucketKind.TABLE_SLOT, unitId: candidate.id, slots: seatingSlots(request.date, request.time), capacity: 1 },
        quantity: 1,
        // A pre-order, once the menu takes one, adds its PRE_ORDER charges here beside the covers.
        charges: [{ kind: PriceLineKind.PER_PERSON, name: restaurant.name, quantity: request.partySize, per: 1, unitMinor: restaurant.averagePriceMinor }],
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
  }),
  changeFields: { date: 'startDate', time: 'time', partySize: 'partySize' },
  policyCase: (booking) => ({ kind: 'restaurant', caseId: booking.partySize >= 8 ? 'restaurantGroup' : 'restaurantStandard' }),
  calendarMinutes: SEATING_MINUTES,
};
