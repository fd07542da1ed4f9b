// A leisure manager's events (DJ nights, festivals): each with its date, start, places and price per person. Its
// places are a counter of their own: fewer places than are taken are refused, and its date and start stay as they
// are once someone booked. Cancelling one closes its counter (holds can no longer be confirmed) and calls off each
// of its bookings through the state machine, refunded in full with the reason, in the same transaction.
import { eventTranslationsInput, storedEventTranslations } from '../listings/listing-translations.js';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { RequestContext } from '../../context.js';
import { DomainError, badInput } from '../../errors.js';
import { clockTime, optionalText, text, wholeNumber } from '../../validation.js';
import { auditSnapshot, recordAudit } from '../audit/audit-log.js';
import { Booking, BookingStatus, BookingType } from '../bookings/booking.entity.js';
import { isoDate } from '../bookings/booking-kind.js';
import { transition } from '../bookings/booking-lifecycle.js';
import type { NoticeChannels } from '../bookings/booking-notices.js';
import { localNow } from '../bookings/booking-dates.js';
import { BucketKind } from '../bookings/inventory.entity.js';
import { LeisureEvent } from '../listings/leisure/leisure-event.entity.js';
import { setDayCounter } from '../listings/leisure/leisure-nights.js';
import { auditActor } from './partner-audit.js';
import { dollarsToMinor, listingName } from './partner-listings.js';
import { ownedListing, requirePartner } from './partner-scope.js';

const LEISURE = BookingType.LEISURE;
const eventFields = {
  name: listingName,
  description: optionalText(2000),
  date: isoDate,
  startTime: clockTime,
  capacity: wholeNumber(1, 20_000),
  price: dollarsToMinor,
  /** Its name and description in other languages, replacing those set before. */
  translations: eventTranslationsInput.optional(),
};

/** What a manager's event requests may say, each checked where it arrives. */
export const leisureEventSchemas = {
  create: z.object(eventFields).strict(),
  update: z
    .object({
      name: eventFields.name.optional(),
      description: eventFields.description,
      date: eventFields.date.optional(),
      startTime: eventFields.startTime.optional(),
      capacity: eventFields.capacity.optional(),
      price: eventFields.price.optional(),
      translations: eventFields.translations,
    })
    .strict(),
  cancel: z.object({ reason: text(500).trim().min(3, { error: 'is required: tell the guests why (3 characters or more)' }) }).strict(),
};

type Command<Name extends keyof typeof leisureEventSchemas> = z.output<(typeof leisureEventSchemas)[Name]>;

const eventAudit = ['name', 'description', 'translations', 'date', 'startTime', 'capacity', 'priceMinor', 'cancelledAt'] as const;

/** Places of an event that are booked or held (lapsed holds included until a claim lets them go). */
async function placesTaken(em: EntityManager, event: LeisureEvent): Promise<number> {
  const [row] = await em
    .getConnection()
    .execute<Array<{ booked: number }>>(
      `select coalesce(sum(booked), 0)::int as booked from inventory_bucket where kind = ? and unit_id = ?`,
      [BucketKind.LEISURE_EVENT, event.id],
      'all',
      em.getTransactionContext(),
    );
  return row?.booked ?? 0;
}

/** The bookings made for an event (its id is in their details). */
async function eventBookingIds(em: EntityManager, event: LeisureEvent): Promise<string[]> {
  const rows = await em
    .getConnection()
    .execute<Array<{ id: string }>>(
      `select id from booking where type = ? and listing_id = ? and start_date = ? and (details->>'eventId')::int = ?`,
      [LEISURE, event.venue.id, event.date, event.id],
      'all',
      em.getTransactionContext(),
    );
  return rows.map((row) => row.id);
}

function notPast(countryCode: string, date: string) {
  const today = localNow(countryCode).date;
  if (date < today) throw new DomainError('PAST_DATE', `The date has passed: the venue's today is ${today}.`, 'date');
}

/** One of the viewer's events, locked in `tx` when asked; anyone else's is not found. */
async function ownEvent(ctx: RequestContext, em: EntityManager, id: string | number, lock = false): Promise<LeisureEvent> {
  const viewer = requirePartner(ctx, LEISURE);
  const numericId = Number(id);
  const event =
    Number.isSafeInteger(numericId) && numericId > 0
      ? await em.findOne(
          LeisureEvent,
          { id: numericId, venue: { owner: viewer.id } },
          { populate: ['venue'], ...(lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {}) },
        )
      : null;
  if (!event) throw new DomainError('NOT_FOUND', 'Event not found', 'id');
  return event;
}

/** The venue's events from today on (cancelled ones too, marked), by date and start. */
export async function venueEvents(ctx: RequestContext, venueId: string): Promise<LeisureEvent[]> {
  const venue = await ownedListing(ctx, LEISURE, venueId, { field: 'venueId' });
  const today = localNow(venue.country.code).date;
  return ctx.em.find(LeisureEvent, { venue: venue.id, date: { $gte: today } }, { orderBy: { date: 'asc', startTime: 'asc', id: 'asc' } });
}

export async function eventCreate(ctx: RequestContext, venueId: string, fields: Command<'create'>): Promise<LeisureEvent> {
  const actor = auditActor(ctx);
  return ctx.em.transactional(async (em) => {
    const tx = em as EntityManager;
    const venue = await ownedListing(ctx, LEISURE, venueId, { field: 'venueId', em: tx });
    notPast(venue.country.code, fields.date);
    const event = tx.create(LeisureEvent, {
      venue,
      name: fields.name,
      description: fields.description?.trim() ?? '',
      date: fields.date,
      startTime: `${fields.startTime}:00`,
      capacity: fields.capacity,
      priceMinor: fields.price,
      translations: storedEventTranslations(fields.translations ?? []),
    });
    await tx.flush();
    recordAudit(tx, actor, { action: 'leisure_event.create', subjectType: 'leisure_event', subjectId: event.id, after: auditSnapshot(event, eventAudit) });
    return event;
  });
}

export async function eventUpdate(ctx: RequestContext, id: string, fields: Command<'update'>): Promise<LeisureEvent> {
  const actor = auditActor(ctx);
  return ctx.em.transactional(async (em) => {
    const tx = em as EntityManager;
    const event = await ownEvent(ctx, tx, id, true);
    if (event.cancelledAt) throw new DomainError('CONFLICT', 'This event was cancelled: it can no longer change.', 'id');
    const before = auditSnapshot(event, eventAudit);
    const moved = (fields.date !== undefined && fields.date !== event.date) || (fields.startTime !== undefined && `${fields.startTime}:00` !== event.startTime);
    if (moved) {
      if ((await placesTaken(tx, event)) > 0)
        throw new DomainError('CONFLICT', 'Guests have booked this event: its date and start can no longer change. Cancel it instead.', 'date');
      if (fields.date !== undefined) notPast(event.venue.country.code, fields.date);
    }
    if (fields.capacity !== undefined && fields.capacity !== event.capacity) {
      const taken = await setDayCounter(tx, { kind: BucketKind.LEISURE_EVENT, unitId: event.id, date: event.date }, fields.capacity, false);
      if (taken != null) throw badInput('capacity', `${taken} places are already booked or held: the capacity cannot go below that.`);
      event.capacity = fields.capacity;
    }
    if (fields.name !== undefined) event.name = fields.name;
    if (fields.description !== undefined) event.description = fields.description?.trim() ?? '';
    if (fields.translations !== undefined) event.translations = storedEventTranslations(fields.translations);
    if (fields.date !== undefined) event.date = fields.date;
    if (fields.startTime !== undefined) event.startTime = `${fields.startTime}:00`;
    if (fields.price !== undefined) event.priceMinor = fields.price;
    recordAudit(tx, actor, {
      action: 'leisure_event.update',
      subjectType: 'leisure_event',
      subjectId: event.id,
      before,
      after: auditSnapshot(event, eventAudit),
    });
    return event;
  });
}

/** Cancels an event: no new places, holds refused at confirmation, each booking called off and refunded in full. */
export async function eventCancel(ctx: RequestContext, notices: NoticeChannels, id: string, { reason }: Command<'cancel'>): Promise<LeisureEvent> {
  const actor = auditActor(ctx);
  return ctx.em.transactional(async (em) => {
    const tx = em as EntityManager;
    const event = await ownEvent(ctx, tx, id, true);
    if (event.cancelledAt) throw new DomainError('CONFLICT', 'This event is already cancelled.', 'id');
    const before = auditSnapshot(event, eventAudit);
    event.cancelledAt = new Date();
    // Closed at its current places: whatever is released later, nothing is claimed or confirmed here again.
    await setDayCounter(tx, { kind: BucketKind.LEISURE_EVENT, unitId: event.id, date: event.date }, 2_147_483_647, true);
    const bookings = await tx.find(
      Booking,
      { id: { $in: await eventBookingIds(tx, event) }, status: BookingStatus.CONFIRMED, checkedInAt: null, noShowAt: null },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    for (const booking of bookings) await transition(notices, ctx, tx, booking, { name: 'cancel', by: { by: 'partner', actorId: actor.id, reason } });
    recordAudit(tx, actor, {
      action: 'leisure_event.cancel',
      subjectType: 'leisure_event',
      subjectId: event.id,
      before,
      after: { ...auditSnapshot(event, eventAudit), reason, bookingsCancelled: bookings.length },
    });
    return event;
  });
}
