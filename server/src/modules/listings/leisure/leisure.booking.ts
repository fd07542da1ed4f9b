// Booking a night out at a leisure venue: places for the evening within its hours; entry price × guests.
import { z } from 'zod';
import { badInput } from '../../../errors.js';
import { optionalText } from '../../../validation.js';
import { BookingType } from '../../bookings/booking.entity.js';
import { dailySlots } from '../../bookings/booking-dates.js';
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
import { LeisureVenue } from './leisure.entity.js';

/** A leisure reservation in the calendar: the evening out. */
export const LEISURE_CALENDAR_MINUTES = 180;
/** Spec §5 wording for a night out without its date, time, name or e-mail. */
export const LEISURE_REQUIRED = 'Please fill name, email, date and time';

const leisure = z.object({ venueId: listingId, date: isoDate, time: clockTime, guests: party, specialRequests: optionalText(1000) }).strict();

declare module '../../bookings/booking-kind.js' {
  interface BookingRequests {
    leisure: LeisureRequest;
  }
  interface BookingRequestInputs {
    leisure: RequestInput<typeof leisure>;
  }
}

export type LeisureRequest = z.output<typeof leisure>;

const venueOpen = (venue: LeisureVenue, time: string) => withinHours(time, venue.openTime.slice(0, 5), venue.closeTime.slice(0, 5));

export const leisureBooking: BookingPlugin<LeisureRequest> = {
  inputField: 'leisure',
  schema: leisure,
  contactRequired: LEISURE_REQUIRED,
  requireFields(details, contact) {
    const field = ['date', 'time'].find((name) => blank(details[name]));
    if (field) throw badInput(`leisure.${field}`, LEISURE_REQUIRED);
    if (contact && (blank(contact.name) || blank(contact.email))) throw badInput(blank(contact.name) ? 'contact.name' : 'contact.email', LEISURE_REQUIRED);
  },
  async plan(em, request) {
    const venue = await em.findOne(LeisureVenue, { id: request.venueId, active: true });
    if (!venue) throw notFound('Venue', 'leisure.venueId');
    checkDay(venue.country.code, request.date, 'leisure.date', request.time);
    if (!venueOpen(venue, request.time)) throw outsideHours('leisure.time', 'venue');
    return {
      type: BookingType.LEISURE,
      listing: venue,
      startDate: request.date,
      startTime: request.time,
      endDate: request.date,
      partySize: request.guests,
      units: request.guests,
      details: { specialRequests: request.specialRequests ?? null },
      options: [
        {
          target: { kind: BucketKind.LEISURE_NIGHT, unitId: venue.id, slots: dailySlots(request.date, 1), capacity: venue.capacity },
          quantity: request.guests,
          charges: [{ kind: PriceLineKind.PER_PERSON, name: venue.name, quantity: request.guests, per: 1, unitMinor: venue.entryPriceMinor }],
          details: {},
        },
      ],
    };
  },
  async refusal(em, booking) {
    const venue = await em.findOne(LeisureVenue, { id: booking.listingId, active: true });
    if (!venue) return noLongerOffered();
    return venueOpen(venue, booking.startTime!) ? null : outsideHours('reference', 'venue');
  },
  changed: ({ booking, details, startDate, time, partySize }) => ({
    venueId: booking.listingId,
    date: startDate,
    time,
    guests: partySize,
    specialRequests: details.specialRequests ?? null,
  }),
  changeFields: { date: 'startDate', time: 'time', guests: 'partySize' },
  // Leisure follows the restaurant rules: a table for the night.
  policyCase: (booking) => ({ kind: 'restaurant', caseId: booking.partySize >= 8 ? 'restaurantGroup' : 'restaurantStandard' }),
  policyCasesOf: () => ['restaurantStandard', 'restaurantGroup'],
  calendarMinutes: LEISURE_CALENDAR_MINUTES,
};
