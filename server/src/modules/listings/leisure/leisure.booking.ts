// Booking a night out at a leisure venue: places for the evening within its hours (the night's own capacity when
// its manager set one; none on a closed night); entry price × guests. Or places at one of its events: the event's
// own counter, date and start, at its price per person.
import { z } from 'zod';
import { DomainError, badInput } from '../../../errors.js';
import { optionalText } from '../../../validation.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type Booking, BookingType } from '../../bookings/booking.entity.js';
import { dailySlots } from '../../bookings/booking-dates.js';
import {
  type BookingPlugin,
  type KindPlan,
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
import { LeisureEvent } from './leisure-event.entity.js';
import { nightOf } from './leisure-nights.js';
import { hoursAndMinutes } from './leisure.service.js';

/** A leisure reservation in the calendar: the evening out. */
export const LEISURE_CALENDAR_MINUTES = 180;
/** Spec §5 wording for a night out without its date, time, name or e-mail. */
export const LEISURE_REQUIRED = 'Please fill name, email, date and time';

const leisure = z
  .object({ venueId: listingId, date: isoDate, time: clockTime, guests: party, specialRequests: optionalText(1000), eventId: listingId.nullish() })
  .strict();

/** A night its manager closed. */
export const NIGHT_CLOSED = 'The venue is closed that night. Please choose another date.';
/** An event whose places are all taken (or held). */
export const EVENT_FULL = 'This event is full. Please choose fewer guests or another event.';

declare module '../../bookings/booking-kind.js' {
  interface BookingRequests {
    leisure: LeisureRequest;
  }
  interface BookingRequestInputs {
    leisure: RequestInput<typeof leisure>;
  }
}

export type LeisureRequest = z.output<typeof leisure>;

/** The event a leisure booking is for, or null for a night out. */
export const eventIdOf = (booking: Pick<Booking, 'details'>): number | null => (booking.details.eventId as number | undefined) ?? null;

/** What every leisure plan says of the evening: the venue, the date and time, the party. */
const evening = (venue: LeisureVenue, request: LeisureRequest) => ({
  type: BookingType.LEISURE,
  listing: venue,
  startDate: request.date,
  startTime: request.time,
  endDate: request.date,
  partySize: request.guests,
  units: request.guests,
});

/** Places at an event of the venue: on its date and at its start, on its own counter, at its price per person. */
async function eventPlan(em: EntityManager, venue: LeisureVenue, request: LeisureRequest, eventId: number): Promise<KindPlan> {
  const event = await em.findOne(LeisureEvent, { id: eventId, venue: venue.id, cancelledAt: null });
  if (!event) throw notFound('Event', 'leisure.eventId');
  if (event.date !== request.date) throw badInput('leisure.date', `This event is on ${event.date}.`);
  const start = hoursAndMinutes(event.startTime);
  if (request.time !== start) throw badInput('leisure.time', `This event starts at ${start}.`);
  return {
    ...evening(venue, request),
    details: { specialRequests: request.specialRequests ?? null, eventId: event.id, eventName: event.name },
    options: [
      {
        target: { kind: BucketKind.LEISURE_EVENT, unitId: event.id, slots: dailySlots(event.date, 1), capacity: event.capacity },
        quantity: request.guests,
        charges: [{ kind: PriceLineKind.PER_PERSON, name: event.name, quantity: request.guests, per: 1, unitMinor: event.priceMinor }],
        details: {},
        whenFull: () => new DomainError('EVENT_FULL', EVENT_FULL, 'leisure.guests'),
      },
    ],
  };
}

const venueOpen = (venue: LeisureVenue, time: string) => withinHours(time, venue.openTime.slice(0, 5), venue.closeTime.slice(0, 5));

export const leisureBooking: BookingPlugin<LeisureRequest> = {
  inputField: 'leisure',
  listingField: 'venueId',
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
    const night = await nightOf(em, venue, request.date);
    if (night.closed) throw new DomainError('UNAVAILABLE', NIGHT_CLOSED, 'leisure.date');
    if (request.eventId) return eventPlan(em, venue, request, request.eventId);
    if (!venueOpen(venue, request.time)) throw outsideHours('leisure.time', 'venue');
    return {
      ...evening(venue, request),
      details: { specialRequests: request.specialRequests ?? null },
      options: [
        {
          target: { kind: BucketKind.LEISURE_NIGHT, unitId: venue.id, slots: dailySlots(request.date, 1), capacity: night.capacity },
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
    const eventId = eventIdOf(booking);
    if (eventId != null) return (await em.count(LeisureEvent, { id: eventId, cancelledAt: null })) ? null : noLongerOffered();
    return venueOpen(venue, booking.startTime!) ? null : outsideHours('reference', 'venue');
  },
  changed: ({ booking, details, startDate, time, partySize }) => ({
    venueId: booking.listingId,
    date: startDate,
    time,
    guests: partySize,
    specialRequests: details.specialRequests ?? null,
    eventId: details.eventId ?? null,
  }),
  changeFields: { date: 'startDate', time: 'time', guests: 'partySize' },
  // Leisure follows the restaurant rules: a table for the night.
  policyCase: (booking) => ({ kind: 'restaurant', caseId: booking.partySize >= 8 ? 'restaurantGroup' : 'restaurantStandard' }),
  policyCasesOf: () => ['restaurantStandard', 'restaurantGroup'],
  calendarMinutes: LEISURE_CALENDAR_MINUTES,
};
