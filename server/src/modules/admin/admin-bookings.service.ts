// Bookings across the marketplace for the back office: search by words, status and service (and one
// listing's bookings, with dates for hotels), and cancel on a traveller's behalf under the cancellation
// policy, with an override and a reason. The traveller and the partner get the cancellation e-mail. Booking on a
// traveller's behalf goes through the traveller's own booking flow, audited with the staff member as actor.
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { RequestContext } from '../../context.js';
import { DomainError } from '../../errors.js';
import { parseInput, text } from '../../validation.js';
import { auditSnapshot, recordAudit } from '../audit/audit-log.js';
import { Booking, type BookingStatus, type BookingType } from '../bookings/booking.entity.js';
import { type Cancellation, transition } from '../bookings/booking-lifecycle.js';
import type { NoticeChannels } from '../bookings/booking-notices.js';
import type { CreateBooking } from '../bookings/booking-input.js';
import { auditedOnBehalf } from '../bookings/booking-on-behalf.js';
import type { BookingService } from '../bookings/booking.service.js';
import { likePattern } from '../listings/listing-page.js';
import { readListingId } from '../listings/listing-query.js';
import { clampedPaging, findPage, type OffsetPage } from '../listings/paging.js';
import { type AdminListingKind, adminKindOf } from './admin-listing-kinds.js';
import { auditActorOf, backOfficeViewer } from './back-office-access.js';

export interface AdminBookingFilter {
  q?: string | null;
  status?: BookingStatus | null;
  service?: BookingType | null;
  /** Starts on or after / on or before (YYYY-MM-DD). */
  from?: string | null;
  to?: string | null;
  page?: number | null;
  size?: number | null;
}

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date as YYYY-MM-DD' });
const filterSchema = z.object({ q: text(120).nullish(), from: day.nullish(), to: day.nullish() });
const cancelSchema = z.object({
  reason: text(500).trim().min(3, { error: 'is required: say why the booking is cancelled (3 characters or more)' }),
  override: z.boolean().nullish(),
});

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const bookingSnapshot = (booking: Booking) => auditSnapshot(booking, ['reference', 'status', 'paymentStatus', 'totalMinor', 'startDate', 'endDate', 'details']);

export class AdminBookingService {
  constructor(
    private readonly notices: NoticeChannels,
    private readonly bookings: BookingService,
  ) {}

  /**
   * Books any kind for a traveller (name, e-mail, phone) as the traveller would as a guest: the same price, claims,
   * holds, idempotency and policies, and the usual confirmation e-mail to the traveller.
   */
  createOnBehalf(ctx: RequestContext, command: CreateBooking): Promise<Booking> {
    const viewer = backOfficeViewer(ctx);
    return this.bookings.createOnBehalf(ctx, command, auditedOnBehalf(auditActorOf(ctx, viewer), 'booking.create_on_behalf'));
  }

  async search(ctx: RequestContext, filter: AdminBookingFilter = {}): Promise<OffsetPage<Booking>> {
    backOfficeViewer(ctx);
    return this.page(ctx, filter, {});
  }

  /** One listing's bookings; the listing must exist (active or not). */
  async ofListing(ctx: RequestContext, kindName: AdminListingKind, listingId: string | number, filter: AdminBookingFilter = {}): Promise<OffsetPage<Booking>> {
    backOfficeViewer(ctx);
    const kind = adminKindOf(kindName);
    const id = readListingId(listingId, kind.label.toLowerCase());
    if (!(await ctx.em.count(kind.entity, { id }))) throw new DomainError('NOT_FOUND', `${kind.label} not found`, 'id');
    return this.page(ctx, { ...filter, service: kind.bookingType }, { listingId: id });
  }

  /**
   * Cancels for the traveller under the policy (booking-lifecycle.ts), or with `override` refunding what was
   * paid in full; the reason is required and kept. Audited before/after; the traveller and the partner are e-mailed.
   */
  async cancelOnBehalf(
    ctx: RequestContext,
    bookingId: string,
    input: { reason?: string | null; override?: boolean | null },
  ): Promise<{ booking: Booking; outcome: Cancellation }> {
    const viewer = backOfficeViewer(ctx);
    const { reason, override } = parseInput(cancelSchema, input);
    return ctx.em.transactional(async (tx) => {
      const booking = uuid.test(bookingId) ? await tx.findOne(Booking, bookingId, { lockMode: LockMode.PESSIMISTIC_WRITE }) : null;
      if (!booking) throw new DomainError('NOT_FOUND', 'Booking not found', 'id');
      const before = bookingSnapshot(booking);
      const outcome = await transition(this.notices, ctx, tx as EntityManager, booking, {
        name: 'cancel',
        by: { by: 'support', actorId: viewer.id, reason, override: Boolean(override) },
      });
      recordAudit(tx as EntityManager, auditActorOf(ctx, viewer), {
        action: 'booking.cancel_on_behalf',
        subjectType: 'booking',
        subjectId: booking.id,
        before,
        after: bookingSnapshot(booking),
      });
      return { booking, outcome };
    });
  }

  private async page(ctx: RequestContext, filter: AdminBookingFilter, scope: Record<string, unknown>): Promise<OffsetPage<Booking>> {
    const { q, from, to } = parseInput(filterSchema, { q: filter.q, from: filter.from, to: filter.to });
    const where: Record<string, unknown> = { ...scope };
    const words = q?.trim();
    if (words) {
      const like = likePattern(words);
      where.$or = [{ reference: { $ilike: like } }, { email: { $ilike: like } }, { contactName: { $ilike: like } }, { listingName: { $ilike: like } }];
    }
    if (filter.status) where.status = filter.status;
    if (filter.service) where.type = filter.service;
    if (from || to) where.startDate = { ...(from && { $gte: from }), ...(to && { $lte: to }) };
    return findPage(ctx.em, Booking, where, { orderBy: { createdAt: 'desc', id: 'asc' } }, clampedPaging(filter));
  }
}
