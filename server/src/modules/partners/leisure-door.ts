// A venue's door on one night: who is expected (name, party, event, time), how full the night and its events are,
// and who has arrived; and the night's places, which the manager may set apart from the usual capacity or close.
// Arrival is the state machine's check-in, the booking locked while deciding, and is audited.
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { RequestContext } from '../../context.js';
import { DomainError, badInput } from '../../errors.js';
import { wholeNumber } from '../../validation.js';
import { auditSnapshot, recordAudit } from '../audit/audit-log.js';
import { isoDate } from '../bookings/booking-kind.js';
import { refusalOf, transition } from '../bookings/booking-lifecycle.js';
import type { NoticeChannels } from '../bookings/booking-notices.js';
import { localNow } from '../bookings/booking-dates.js';
import { BucketKind } from '../bookings/inventory.entity.js';
import { type Booking, Booking as BookingEntity, BookingStatus, BookingType } from '../bookings/booking.entity.js';
import { eventIdOf } from '../listings/leisure/leisure.booking.js';
import type { LeisureVenue } from '../listings/leisure/leisure.entity.js';
import { LeisureEvent } from '../listings/leisure/leisure-event.entity.js';
import { LeisureNight } from '../listings/leisure/leisure-night.entity.js';
import { type NightPlaces, nightOf, setDayCounter } from '../listings/leisure/leisure-nights.js';
import { auditActor } from './partner-audit.js';
import { partnerBooking } from './partner-bookings.js';
import { auditedChange } from './partner-listings.js';
import { ownedListing } from './partner-scope.js';

const LEISURE = BookingType.LEISURE;

/** What the door's requests may say, each checked where it arrives. */
export const leisureDoorSchemas = {
  doorList: z.object({ venueId: wholeNumber(1, 2_147_483_647), date: isoDate.nullish() }),
  night: z
    .object({ date: isoDate, capacity: wholeNumber(0, 20_000).nullish(), closed: z.boolean().nullish() })
    .strict()
    .refine((night) => !(night.closed && night.capacity != null), { error: 'a closed night has no places to set', path: ['capacity'] }),
};

type Command<Name extends keyof typeof leisureDoorSchemas> = z.output<(typeof leisureDoorSchemas)[Name]>;

/** A night's places with the guests booked on them (the venue's own places, events apart). */
export interface DoorNight extends NightPlaces {
  venueId: number;
  booked: number;
}

export interface DoorGuest {
  booking: Booking;
  event: LeisureEvent | null;
  arrived: boolean;
}

export interface DoorEvent {
  event: LeisureEvent;
  booked: number;
}

export interface DoorList {
  venue: LeisureVenue;
  night: DoorNight;
  guests: DoorGuest[];
  events: DoorEvent[];
  /** Guests of the night already in, events' included. */
  arrivedGuests: number;
}

/** Bookings that stand at the door: confirmed and not cancelled, arrived or not (no-shows left out). */
const standing = { type: LEISURE, status: BookingStatus.CONFIRMED, confirmedAt: { $ne: null }, noShowAt: null };

/** Tonight (the venue's today) or the night asked for: its guests by time and name, its places and its events'. */
export async function doorList(ctx: RequestContext, { venueId, date }: Command<'doorList'>): Promise<DoorList> {
  const venue = await ownedListing(ctx, LEISURE, venueId, { field: 'venueId' });
  const night = await nightOf(ctx.em, venue, date ?? localNow(venue.country.code).date);
  const bookings = await standingGuests(ctx.em, venue.id, night.date);
  const events = await ctx.em.find(LeisureEvent, { venue: venue.id, date: night.date, cancelledAt: null }, { orderBy: { startTime: 'asc', id: 'asc' } });
  const eventsById = new Map(events.map((event) => [event.id, event]));
  const guests = bookings.map((booking) => {
    const eventId = eventIdOf(booking);
    return { booking, event: eventId == null ? null : (eventsById.get(eventId) ?? null), arrived: booking.checkedInAt != null };
  });
  const partyOf = (list: DoorGuest[]) => list.reduce((sum, guest) => sum + guest.booking.partySize, 0);
  return {
    venue,
    night: { ...night, venueId: venue.id, booked: nightGuests(bookings) },
    guests,
    events: events.map((event) => ({ event, booked: partyOf(guests.filter((guest) => eventIdOf(guest.booking) === event.id)) })),
    arrivedGuests: partyOf(guests.filter((guest) => guest.arrived)),
  };
}

/**
 * Sets a night apart: other places than the usual capacity, or closed; neither brings back the usual. The night's
 * counter follows in the same transaction and never goes below what is booked or held on it.
 */
export async function nightSet(ctx: RequestContext, venueId: string, change: Command<'night'>): Promise<DoorNight> {
  return auditedChange(ctx, async (tx) => {
    const venue = await ownedListing(ctx, LEISURE, venueId, { field: 'venueId', em: tx, lock: true });
    const today = localNow(venue.country.code).date;
    if (change.date < today) throw new DomainError('PAST_DATE', `The date has passed: the venue's today is ${today}.`, 'date');
    const before = await nightOf(tx, venue, change.date);
    const closed = change.closed ?? false;
    const capacity = change.capacity ?? null;
    const taken = await setDayCounter(tx, { kind: BucketKind.LEISURE_NIGHT, unitId: venue.id, date: change.date }, capacity ?? venue.capacity, closed);
    if (taken != null) throw badInput('capacity', `${taken} places are already booked or held that night: the capacity cannot go below that.`);
    const row = await tx.findOne(LeisureNight, { venue: venue.id, night: change.date });
    if (capacity == null && !closed) {
      if (row) tx.remove(row);
    } else {
      const night = row ?? tx.create(LeisureNight, { venue, night: change.date });
      night.capacity = capacity;
      night.closed = closed;
    }
    await tx.flush();
    const after = await nightOf(tx, venue, change.date);
    return {
      result: { ...after, venueId: venue.id, booked: nightGuests(await standingGuests(tx, venue.id, change.date)) },
      audit: { action: 'leisure_night.set', subjectType: 'leisure_venue', subjectId: venue.id, before: { ...before }, after: { ...after } },
    };
  });
}

/** The night's guests who stand (arrived or expected), by time and name. */
function standingGuests(em: EntityManager, venueId: number, date: string): Promise<Booking[]> {
  return em.find(BookingEntity, { ...standing, listingId: venueId, startDate: date }, { orderBy: { startTime: 'asc', contactName: 'asc', id: 'asc' } });
}

/** Guests of the venue's own night (events apart): what its places hold at the door. */
const nightGuests = (bookings: Booking[]) => bookings.filter((booking) => eventIdOf(booking) == null).reduce((sum, booking) => sum + booking.partySize, 0);

const arrivalAudit = ['reference', 'status', 'startDate', 'partySize', 'checkedInAt'] as const;

/** Why this booking's guests cannot be let in now, or null: its state first, then its night (never before it). */
export function arrivalRefusal(booking: Booking, at = new Date()): DomainError | null {
  const refusal = refusalOf(booking, { name: 'checkIn' });
  if (refusal) return refusal;
  const today = localNow(booking.countryCode, at).date;
  if (today < booking.startDate)
    return new DomainError('CONFLICT', `This booking is for ${booking.startDate}: its guests can be let in from that night.`, 'id');
  return null;
}

/** Marks the guests of one of the manager's bookings as arrived. */
export async function guestArrive(ctx: RequestContext, notices: NoticeChannels, id: string): Promise<DoorGuest> {
  const actor = auditActor(ctx);
  return ctx.em.transactional(async (em) => {
    const tx = em as EntityManager;
    const booking = await partnerBooking(ctx, id, tx, true, LEISURE);
    const refusal = arrivalRefusal(booking);
    if (refusal) throw refusal;
    const before = auditSnapshot(booking, arrivalAudit);
    await transition(notices, ctx, tx, booking, { name: 'checkIn' });
    recordAudit(tx, actor, { action: 'booking.arrive', subjectType: 'booking', subjectId: booking.id, before, after: auditSnapshot(booking, arrivalAudit) });
    const eventId = eventIdOf(booking);
    return { booking, event: eventId == null ? null : await tx.findOne(LeisureEvent, eventId), arrived: true };
  });
}
