// A restaurant's host stand: a reservation's party is seated, then finished, or marked as a no-show (its table and
// covers go back to be booked), and a walk-in is seated at a free table without a reservation. Every step goes
// through the booking state machine, the booking locked while deciding, and is audited.
import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { RequestContext } from '../../context.js';
import { DomainError } from '../../errors.js';
import { optionalText, wholeNumber } from '../../validation.js';
import { auditSnapshot, recordAudit } from '../audit/audit-log.js';
import { type Booking, Booking as BookingEntity, BookingType } from '../bookings/booking.entity.js';
import { newlyHeld, refusalOf, transition } from '../bookings/booking-lifecycle.js';
import type { NoticeChannels } from '../bookings/booking-notices.js';
import { addMinutes, localNow } from '../bookings/booking-dates.js';
import { newBookingReference } from '../bookings/booking-reference.js';
import { claim } from '../bookings/inventory-claims.js';
import { BucketKind } from '../bookings/inventory.entity.js';
import type { CountryService } from '../countries/country.service.js';
import type { ListingLocations } from '../listings/listing-location.js';
import { RestaurantTable } from '../listings/restaurants/restaurant.entity.js';
import { SLOT_MINUTES, seatingSlots } from '../listings/restaurants/restaurant.booking.js';
import { User } from '../users/user.entity.js';
import { auditActor } from './partner-audit.js';
import { partnerBooking } from './partner-bookings.js';
import { requirePartner } from './partner-scope.js';

const serviceAudit = ['reference', 'status', 'startDate', 'startTime', 'partySize', 'checkedInAt', 'checkedOutAt', 'noShowAt'] as const;

export type HostStep = 'seat' | 'finish' | 'no_show';

const hostEvents = { seat: 'checkIn', finish: 'checkOut', no_show: 'noShow' } as const;

/** A walk-in as the host enters it: the table, the party, and a name when the guest gives one. */
export const walkInSchema = z.object({ tableId: wholeNumber(1, 2_147_483_647), partySize: wholeNumber(1, 30), name: optionalText(120) }).strict();

export type WalkIn = z.output<typeof walkInSchema>;

/** Why `step` cannot happen to this reservation now, or null: its state first, then its day (never before it comes). */
export function hostStepRefusal(booking: Booking, step: HostStep, at = new Date()): DomainError | null {
  const refusal = refusalOf(booking, { name: hostEvents[step] });
  if (refusal || step === 'finish') return refusal;
  const today = localNow(booking.countryCode, at).date;
  if (today < booking.startDate)
    return new DomainError('CONFLICT', `This reservation is for ${booking.startDate}: it can be seated or marked from that day.`, 'id');
  return null;
}

/** Seats, finishes or marks as a no-show one of the restaurant manager's reservations. */
export async function hostStandStep(ctx: RequestContext, notices: NoticeChannels, id: string, step: HostStep): Promise<Booking> {
  const actor = auditActor(ctx);
  return ctx.em.transactional(async (em) => {
    const tx = em as EntityManager;
    const booking = await partnerBooking(ctx, id, tx, true, BookingType.RESTAURANT);
    const refusal = hostStepRefusal(booking, step);
    if (refusal) throw refusal;
    const before = auditSnapshot(booking, serviceAudit);
    await transition(notices, ctx, tx, booking, { name: hostEvents[step] });
    recordAudit(tx, actor, { action: `booking.${step}`, subjectType: 'booking', subjectId: booking.id, before, after: auditSnapshot(booking, serviceAudit) });
    return booking;
  });
}

/**
 * Seats a party without a reservation at a free table of an own restaurant, from the current half hour for a
 * seating's two hours: the table's slots are claimed as a reservation's are, so travellers cannot book it meanwhile.
 */
export async function seatWalkIn(
  ctx: RequestContext,
  services: { notices: NoticeChannels; countries: CountryService; locations: ListingLocations },
  walkIn: WalkIn,
): Promise<Booking> {
  const viewer = requirePartner(ctx, BookingType.RESTAURANT);
  const actor = auditActor(ctx);
  return ctx.em.transactional(async (em) => {
    const tx = em as EntityManager;
    const table = await tx.findOne(RestaurantTable, { id: walkIn.tableId, restaurant: { owner: viewer.id } }, { populate: ['restaurant'] });
    if (!table) throw new DomainError('NOT_FOUND', 'Table not found', 'tableId');
    if (table.seats < walkIn.partySize) throw new DomainError('BAD_USER_INPUT', `This table seats ${table.seats}.`, 'partySize');
    const restaurant = table.restaurant;
    const now = localNow(restaurant.country.code);
    const minute = Number(now.time.slice(0, 2)) * 60 + Number(now.time.slice(3));
    const slotTime = addMinutes('00:00', minute - (minute % SLOT_MINUTES));
    // A seating late in the evening ends at midnight: the slots of the next day are not the walk-in's.
    const slots = seatingSlots(now.date, slotTime).filter((slot) => slot.slice(11, 13) < '24');
    const bookingId = randomUUID();
    const target = { kind: BucketKind.TABLE_SLOT, unitId: table.id, slots, capacity: 1 };
    if ((await claim(tx, bookingId, { target, quantity: 1, details: {} }, null)) !== 'claimed')
      throw new DomainError('UNAVAILABLE', 'This table is taken: choose a free one.', 'tableId');
    const booking = tx.create(BookingEntity, {
      id: bookingId,
      reference: newBookingReference(),
      type: BookingType.RESTAURANT,
      listingId: restaurant.id,
      listingName: restaurant.name,
      location: services.locations.location(restaurant),
      city: services.countries.city(restaurant.city.id)?.name ?? '',
      countryCode: restaurant.country.code,
      user: null,
      // A walk-in leaves no address: the booking's mails, were there any, would reach the restaurant's own.
      email: (await tx.findOneOrFail(User, viewer.id)).email,
      contactName: walkIn.name ?? '',
      phone: null,
      startDate: now.date,
      startTime: slotTime,
      endDate: now.date,
      partySize: walkIn.partySize,
      units: 1,
      totalMinor: 0,
      currency: restaurant.currency,
      details: { walkIn: true, tableId: table.id, table: table.label },
      ...newlyHeld(null),
      language: ctx.language,
    });
    await transition(services.notices, ctx, tx, booking, { name: 'walkIn' });
    recordAudit(tx, actor, { action: 'booking.walk_in', subjectType: 'booking', subjectId: booking.id, after: auditSnapshot(booking, serviceAudit) });
    return booking;
  });
}
