// Bookings of a partner's own listings, whatever the kind: the list with its filters, one booking by id,
// and what a partner may do to one (mark it paid, call it off with a reason before it begins). Other partners'
// bookings answer not found, and so do checkouts that were never confirmed (held, lapsed or let go): they are
// not bookings.
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { RequestContext, Viewer } from '../../context.js';
import { DomainError, badInput } from '../../errors.js';
import { optionalText, parseInput, text, wholeNumber } from '../../validation.js';
import { auditSnapshot, recordAudit } from '../audit/audit-log.js';
import { Booking, BookingStatus, PaymentStatus, StayStatus } from '../bookings/booking.entity.js';
import { transition } from '../bookings/booking-lifecycle.js';
import type { NoticeChannels } from '../bookings/booking-notices.js';
import { creditPointsOnPayment } from '../bookings/loyalty.js';
import { kindOf } from '../listings/kind-registry.js';
import { likePattern } from '../listings/listing-page.js';
import { DEFAULT_PAGE_SIZE, emptyPage, findPage, MAX_PAGE, MAX_PAGE_SIZE, type OffsetPage } from '../listings/paging.js';
import { type PartnerListingKind, partnerKindOf, requirePartner } from './partner-scope.js';
import { auditActor } from './partner-audit.js';

export const isoDate = text(10).refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), {
  error: 'must be a date as YYYY-MM-DD',
});

const NOT_FOUND = 'Booking not found';

/** Bookings that were confirmed at some point: a checkout held, lapsed or let go is not one. */
const confirmedBookings = { confirmedAt: { $ne: null } };

export const partnerBookingFilterSchema = z.object({
  q: optionalText(80),
  status: z.enum(BookingStatus).nullish(),
  from: isoDate.nullish(),
  to: isoDate.nullish(),
  listingId: wholeNumber(1, 2_147_483_647).nullish(),
  stay: z.enum(StayStatus).nullish(),
  updatedSince: z.date({ error: 'must be a date and time (ISO 8601)' }).nullish(),
  page: wholeNumber(1, MAX_PAGE).nullish(),
  size: wholeNumber(1, MAX_PAGE_SIZE).nullish(),
});

export type PartnerBookingFilter = z.input<typeof partnerBookingFilterSchema>;

export type PartnerBookingQuery = z.output<typeof partnerBookingFilterSchema>;

/** The viewer as a partner, and the kind of listing its role manages (`only` that kind when given); anyone else is refused. */
export function partnerOf(ctx: RequestContext, only?: PartnerListingKind): { viewer: Viewer; kind: PartnerListingKind } {
  if (!ctx.viewer) throw new DomainError('UNAUTHENTICATED', 'Please sign in.');
  const kind = only ?? partnerKindOf(ctx.viewer.role);
  if (!kind) throw new DomainError('FORBIDDEN', 'Only partner accounts have bookings to manage.');
  return { viewer: requirePartner(ctx, kind), kind };
}

export async function ownListingIds(em: EntityManager, kind: PartnerListingKind, viewerId: string): Promise<number[]> {
  const rows = await em
    .getConnection()
    .execute<Array<{ id: number }>>(`select id from ${kindOf(kind).table} where owner_id = ?`, [viewerId], 'all', em.getTransactionContext());
  return rows.map((row) => row.id);
}

/** The viewer's own listings of its kind, id and name, by name: what its bookings can be narrowed to. */
export async function partnerListingChoices(ctx: RequestContext): Promise<Array<{ id: number; name: string }>> {
  const { viewer, kind } = partnerOf(ctx);
  return ctx.em
    .getConnection()
    .execute<Array<{ id: number; name: string }>>(`select id, name from ${kindOf(kind).table} where owner_id = ? order by name, id`, [viewer.id], 'all');
}

/** Where hotel guests are in their stays, as conditions on the check-in and check-out times. */
const stayWhere: Record<StayStatus, Record<string, unknown>> = {
  [StayStatus.EXPECTED]: { status: BookingStatus.CONFIRMED, checkedInAt: null, noShowAt: null },
  [StayStatus.CHECKED_IN]: { checkedInAt: { $ne: null }, checkedOutAt: null },
  [StayStatus.CHECKED_OUT]: { checkedOutAt: { $ne: null } },
  [StayStatus.NO_SHOW]: { noShowAt: { $ne: null } },
};

/**
 * The partner's bookings, newest first: `q` matches the reference, the traveller's name or e-mail; `from` and `to`
 * bound the start date (inclusive); `stay` keeps hotel guests expected, in house or gone; checkouts never confirmed never show.
 * With `updatedSince`, only bookings changed at or after it, oldest change first: a system keeping a copy asks again
 * from the last `updatedAt` it read and misses nothing.
 */
export async function partnerBookings(ctx: RequestContext, filter: PartnerBookingQuery, only?: PartnerListingKind): Promise<OffsetPage<Booking>> {
  const { viewer, kind } = partnerOf(ctx, only);
  if (filter.from && filter.to && filter.from > filter.to) throw badInput('to', 'The end date must be on or after the start date.');
  const ids = await ownListingIds(ctx.em, kind, viewer.id);
  const listingIds = filter.listingId ? ids.filter((id) => id === filter.listingId) : ids;
  const page = filter.page ?? 1;
  const pageSize = filter.size ?? DEFAULT_PAGE_SIZE;
  if (!listingIds.length) return emptyPage(page, pageSize);
  const q = filter.q?.trim();
  const pattern = q && likePattern(q);
  const where: Record<string, unknown> = {
    type: kind,
    listingId: { $in: listingIds },
    $and: [
      confirmedBookings,
      ...(pattern ? [{ $or: [{ reference: { $ilike: pattern } }, { contactName: { $ilike: pattern } }, { email: { $ilike: pattern } }] }] : []),
      ...(filter.stay ? [stayWhere[filter.stay]] : []),
    ],
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.from || filter.to ? { startDate: { ...(filter.from ? { $gte: filter.from } : {}), ...(filter.to ? { $lte: filter.to } : {}) } } : {}),
    ...(filter.updatedSince ? { updatedAt: { $gte: filter.updatedSince } } : {}),
  };
  const orderBy = filter.updatedSince ? ({ updatedAt: 'asc', id: 'asc' } as const) : ({ createdAt: 'desc', id: 'asc' } as const);
  return findPage(ctx.em, Booking, where, { orderBy }, { page, size: pageSize });
}

/** One of the partner's bookings by id (locked when `lock`); anything else, not found. */
export async function partnerBooking(ctx: RequestContext, id: string, em: EntityManager = ctx.em, lock = false, only?: PartnerListingKind): Promise<Booking> {
  const { viewer, kind } = partnerOf(ctx, only);
  const booking = /^[0-9a-f-]{36}$/i.test(id)
    ? await em.findOne(Booking, { id, type: kind, ...confirmedBookings }, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {})
    : null;
  if (!booking) throw new DomainError('NOT_FOUND', NOT_FOUND, 'id');
  const owned = await ownListingIds(em, kind, viewer.id);
  if (!owned.includes(booking.listingId)) throw new DomainError('NOT_FOUND', NOT_FOUND, 'id');
  return booking;
}

const bookingAuditFields = ['reference', 'status', 'paymentStatus', 'startDate', 'partySize', 'totalMinor'] as const;

/** What a partner changes on a booking: that it was paid (at the venue, on the day). Parsed where it arrives. */
export const partnerBookingChange = z.object({ paymentStatus: z.enum(PaymentStatus).nullish() }).strict();

export type PartnerBookingChange = z.output<typeof partnerBookingChange>;

export async function partnerBookingUpdate(ctx: RequestContext, id: string, change: PartnerBookingChange, only?: PartnerListingKind): Promise<Booking> {
  return ctx.em.transactional(async (tx) => {
    const booking = await partnerBooking(ctx, id, tx as EntityManager, true, only);
    const before = auditSnapshot(booking, bookingAuditFields);
    if (change.paymentStatus) {
      if (booking.status !== BookingStatus.CONFIRMED) throw badInput('paymentStatus', 'Only a confirmed booking can be marked paid.');
      booking.paymentStatus = change.paymentStatus;
      if (change.paymentStatus === PaymentStatus.PAID) await creditPointsOnPayment(tx as EntityManager, booking);
    }
    recordAudit(tx as EntityManager, auditActor(ctx), {
      action: 'booking.update',
      subjectType: 'booking',
      subjectId: booking.id,
      before,
      after: auditSnapshot(booking, bookingAuditFields),
    });
    return booking;
  });
}

const cancelSchema = z.object({
  reason: text(500).trim().min(3, { error: 'is required: tell the traveller why the booking is cancelled (3 characters or more)' }),
});

/**
 * The partner calls a booking off before it begins, saying why: its places are freed, the traveller gets back all
 * that was paid, and both sides are told (the traveller's mail carries the reason).
 */
export async function partnerBookingCancel(
  ctx: RequestContext,
  notices: NoticeChannels,
  id: string,
  input: { reason?: string | null },
  only?: PartnerListingKind,
): Promise<Booking> {
  return ctx.em.transactional(async (tx) => {
    const booking = await partnerBooking(ctx, id, tx as EntityManager, true, only);
    // Read once the booking is found: a booking of someone else's is not found, whatever the reason says.
    const { reason } = parseInput(cancelSchema, input);
    const before = auditSnapshot(booking, bookingAuditFields);
    await transition(notices, ctx, tx as EntityManager, booking, { name: 'cancel', by: { by: 'partner', actorId: ctx.viewer!.id, reason } });
    recordAudit(tx as EntityManager, auditActor(ctx), {
      action: 'booking.cancel',
      subjectType: 'booking',
      subjectId: booking.id,
      before,
      after: auditSnapshot(booking, bookingAuditFields),
    });
    return booking;
  });
}
