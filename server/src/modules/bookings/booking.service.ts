// Booking for all five types, for users and guests: hold the last checkout step, confirm with a payment, or
// both at once. Inventory is claimed in the booking's transaction (inventory-claims.ts), prices come from
// the server (booking-plans.ts), retries with the same idempotency key get the first answer (idempotency.ts).
import { listingNameIn } from '../listings/listing-translations.js';
import { randomUUID } from 'node:crypto';
import { DeadlockException, LockMode, LockWaitTimeoutException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../context.js';
import { DomainError, badInput } from '../../errors.js';
import type { ListingLocations } from '../listings/listing-location.js';
import type { CountryService } from '../countries/country.service.js';
import { User } from '../users/user.entity.js';
import { Booking, BookingStatus, type BookingType, PaymentStatus } from './booking.entity.js';
import { BookingLifecycle, HOLD_EXPIRED, lifecycleOf, lifecycleWhere, newlyHeld, refusalOf, transition } from './booking-lifecycle.js';
import { type BookingChange, type ModifyBooking, changedRequest, changeFieldOf } from './booking-modify.js';
import {
  type BookingDetails,
  type BookingReference,
  type ConfirmBooking,
  type ConfirmTogether,
  type Contact,
  type CreateBooking,
  messages,
  type PlaceBooking,
} from './booking-input.js';
import { type CancellationOutcome, cancellationOutcome, reductionRefund, termsAfterChange, termsOf } from './booking-cancellation.js';
import { type BookingPlan, type PlanOption, heldBookingRefusal, planBooking } from './booking-plans.js';
import { newBookingReference } from './booking-reference.js';
import { type GuestConfirmLink, type NoticeChannels, announceBookingChange, sendReceipt } from './booking-notices.js';
import { type IdempotentCall, bookingOfTakenKey, bookingUnderKey, claimKey, remember, replayOf } from './idempotency.js';
import { adjustPoints, creditPoints, pointsFor } from './loyalty.js';
import { type ClaimKey, claim, confirmClaims, liveClaimIds, releaseClaims } from './inventory-claims.js';
import { type PaymentRequest, isPrompted, paymentProviders, refundPaid, topUpPaid } from './payments.js';
import { kindOf } from '../listings/kind-registry.js';
import { bookingsCreated } from '../../observability/metrics.js';
import { type FairShare, awaitsGuestEmail, claimsUntil } from './fair-share.js';
import type { GuestLookups } from './guest-lookups.js';
import { guestConfirmLink } from './guest-links.js';
import type { OnBehalfRecord } from './booking-on-behalf.js';

const UNAVAILABLE = 'Sorry, this is no longer available for those dates. Please choose another date or option.';
const NOT_FOUND = 'Booking not found';

/** A DomainError of one booking of a group, renamed to that booking's place in it (`references.<index>`). */
const atReference = (references: readonly string[], reference: string) => (error: unknown) => {
  if (!(error instanceof DomainError)) throw error;
  throw new DomainError(error.code, error.message, `references.${references.indexOf(reference)}`, error.retryAfterSeconds);
};

/** Why a held booking cannot be confirmed now (its state refuses it, or its hold has lapsed), or null. */
const confirmRefusal = (held: Booking): DomainError | null =>
  refusalOf(held, { name: 'confirm' }) ??
  (!held.holdExpiresAt || held.holdExpiresAt <= new Date() ? new DomainError('HOLD_EXPIRED', HOLD_EXPIRED, 'reference') : null);

type Mode = 'hold' | 'create';

export interface BookingFilter {
  limit?: number;
  status?: BookingLifecycle | null;
  type?: BookingType | null;
}

/** What a modification would cost: shown before the traveller confirms it. */
export interface ModificationQuote {
  booking: Booking;
  available: boolean;
  newTotalMinor: number;
  differenceMinor: number;
  /** What goes back for the part given up: what cancelling that part now would refund (reductionRefund). */
  refundMinor: number;
  /** The rule of the booking's terms and its answer at this notice, for the part given up. */
  refundPolicy: Pick<CancellationOutcome, 'policyCase' | 'decision'>;
  pointsDifference: number;
  startDate: string;
  endDate: string;
  startTime: string | null;
  partySize: number;
  units: number;
}

/** Thrown inside a preview's transaction so that its trial claim is rolled back. */
class PreviewRollback extends Error {
  constructor(readonly quote: ModificationQuote) {
    super('preview');
  }
}

/** Who the booking is for: the signed-in account, or the guest's contact details. */
interface Booker {
  user: User | null;
  name: string;
  email: string;
  phone: string | null;
}

export class BookingService {
  constructor(
    private readonly locations: ListingLocations,
    private readonly countries: CountryService,
    private readonly fairShare: FairShare,
    private readonly guestLookups: GuestLookups,
    private readonly notices: NoticeChannels,
  ) {}

  /** Holds the inventory for the last checkout step; it counts against availability until the hold lapses. */
  hold(ctx: RequestContext, command: PlaceBooking): Promise<Booking> {
    return this.place(ctx, command, null);
  }

  /** Claims, pays and confirms in one transaction: a declined payment leaves nothing behind. */
  create(ctx: RequestContext, command: CreateBooking): Promise<Booking> {
    return this.place(ctx, command, command.payment);
  }

  /**
   * Books for a traveller on their behalf (the back office, a partner on the phone): the guest's own flow for the
   * contact given (claims, server price, holds, idempotency, fair share, the confirmation e-mail), with `record`
   * writing who did it into the booking's transaction.
   */
  createOnBehalf(ctx: RequestContext, command: CreateBooking, record: OnBehalfRecord): Promise<Booking> {
    return this.place({ ...ctx, em: ctx.em, viewer: null }, command, command.payment, record);
  }

  /** Pays for a held booking and confirms it; a declined payment releases the hold and removes the booking. */
  async confirm(ctx: RequestContext, { idempotencyKey: key, reference, email, payment }: ConfirmBooking): Promise<Booking> {
    const call: IdempotentCall | null = key ? { key, operation: 'bookingConfirm', request: { reference, payment: payment.method }, guestEmail: email } : null;
    let declined: DomainError | undefined;
    let promptId: string | null = null;
    const booking = await this.transaction(ctx, async (tx) => {
      const replay = call && (await replayOf(ctx, tx, call));
      if (replay) return replay;
      const held = await this.ownBooking(ctx, tx, reference, email, LockMode.PESSIMISTIC_WRITE);
      if (held.status === BookingStatus.CONFIRMED) return held;
      const refusal = confirmRefusal(held);
      if (refusal) throw refusal;
      if (isPrompted(payment.method)) {
        promptId = await this.prompt(ctx, tx, held, payment, call);
        return held;
      }
      const confirmed = await confirmClaims(tx, held.id);
      if (confirmed === 'lapsed') throw new DomainError('HOLD_EXPIRED', HOLD_EXPIRED, 'reference');
      // Committed on purpose: a hold on a night closed, a listing hidden or hours changed since ends here.
      declined = confirmed === 'closed' ? new DomainError('UNAVAILABLE', UNAVAILABLE, 'reference') : ((await heldBookingRefusal(tx, held)) ?? undefined);
      if (declined) {
        await transition(this.notices, ctx, tx, held, { name: 'release' });
        return held;
      }
      try {
        await this.pay([held], payment);
      } catch (error) {
        if (!(error instanceof DomainError) || error.code !== 'PAYMENT_DECLINED') throw error;
        // Committed on purpose: the traveller's hold ends with the refusal, and no booking remains.
        declined = error;
        await releaseClaims(tx, held.id);
        tx.remove(held);
        return held;
      }
      const confirmLink = awaitsGuestEmail(held.user ?? null, payment) ? await this.awaitGuestEmail(ctx, tx, held) : null;
      await transition(this.notices, ctx, tx, held, { name: 'confirm', confirmLink });
      if (call) remember(ctx, tx, call, held);
      return held;
    });
    if (declined) throw declined;
    // The provider is asked only now, after the commit: its answer can take seconds, and no connection or lock waits on it.
    if (promptId) await this.notices.mobilePayments.send(ctx.em, promptId);
    else if (booking.status === BookingStatus.HELD && isPrompted(booking.paymentMethod)) await this.notices.mobilePayments.afterPrompt(ctx.em, booking.id);
    return booking;
  }

  /**
   * Pays once for several held bookings (a cart, a package) and confirms them all in one transaction, or none: a
   * lapsed or closed hold, or a declined payment, leaves nothing charged or confirmed, and every hold is let go. A
   * retry after they were confirmed answers them as they are, charging nothing again. Errors name the failed one
   * as `references.<index>`.
   */
  async confirmTogether(ctx: RequestContext, { references, email, payment, oneReceipt = false }: ConfirmTogether): Promise<Booking[]> {
    if (isPrompted(payment.method)) throw badInput('payment.method', 'Bookings paid together are paid by card or at the venue.');
    try {
      return await this.transaction(ctx, async (tx) => {
        const locked = new Map<string, Booking>();
        // Locked in one order, so that two confirmations of overlapping bookings queue instead of deadlocking.
        for (const reference of [...new Set(references)].sort())
          locked.set(reference, await this.ownBooking(ctx, tx, reference, email, LockMode.PESSIMISTIC_WRITE).catch(atReference(references, reference)));
        const bookings = references.map((reference) => locked.get(reference)!);
        const pending = bookings.filter((booking) => booking.status !== BookingStatus.CONFIRMED);
        if (!pending.length) return bookings;
        for (const held of pending) await this.readyToConfirm(tx, held).catch(atReference(references, held.reference));
        await this.pay(pending, payment);
        const confirmed: Array<{ booking: Booking; confirmLink: GuestConfirmLink | null }> = [];
        for (const held of pending) {
          const confirmLink = awaitsGuestEmail(held.user ?? null, payment) ? await this.awaitGuestEmail(ctx, tx, held) : null;
          await transition(this.notices, ctx, tx, held, { name: 'confirm', confirmLink, inReceipt: oneReceipt });
          confirmed.push({ booking: held, confirmLink });
        }
        if (oneReceipt) sendReceipt(this.notices, ctx, tx, confirmed);
        return bookings;
      });
    } catch (error) {
      if (error instanceof DomainError) await this.releaseHeld(ctx, references, email);
      throw error;
    }
  }

  /** Throws why a held booking cannot be confirmed now; else its claims are confirmed (in `tx`). */
  private async readyToConfirm(tx: EntityManager, held: Booking): Promise<void> {
    const refusal = confirmRefusal(held);
    if (refusal) throw refusal;
    const confirmed = await confirmClaims(tx, held.id);
    if (confirmed === 'lapsed') throw new DomainError('HOLD_EXPIRED', HOLD_EXPIRED, 'reference');
    if (confirmed === 'closed') throw new DomainError('UNAVAILABLE', UNAVAILABLE, 'reference');
    const closed = await heldBookingRefusal(tx, held);
    if (closed) throw closed;
  }

  /** Lets go of whichever of these bookings are still held (after a group's confirmation failed). */
  async releaseHeld(ctx: RequestContext, references: readonly string[], email: string | null): Promise<void> {
    for (const reference of references) {
      const booking = await this.findOwn(ctx, ctx.em, reference, email);
      if (booking?.status === BookingStatus.HELD) await this.releaseHold(ctx, { reference, email });
    }
  }

  /**
   * Mobile money: the prompt is recorded and the booking stays held (its hold kept while the prompt is answered); the
   * prompt goes to the payer's phone after the commit, and the answer confirms or releases the booking later. One
   * prompt per hold. Answers the prompt's payment id.
   */
  private async prompt(ctx: RequestContext, tx: EntityManager, held: Booking, payment: PaymentRequest, call: IdempotentCall | null): Promise<string> {
    if (isPrompted(held.paymentMethod))
      throw new DomainError('CONFLICT', 'A payment request has already been sent to your phone for this booking.', 'reference');
    const refusal = await heldBookingRefusal(tx, held);
    if (refusal) throw refusal;
    const paymentId = await this.notices.mobilePayments.prompt(tx, held, payment);
    if (call) remember(ctx, tx, call, held);
    return paymentId;
  }

  /** Ends a hold early (the traveller left checkout): its units are free at once. */
  async releaseHold(ctx: RequestContext, { reference, email }: BookingReference): Promise<Booking> {
    return this.transaction(ctx, async (tx) => {
      const held = await this.ownBooking(ctx, tx, reference, email, LockMode.PESSIMISTIC_WRITE);
      await transition(this.notices, ctx, tx, held, { name: 'release' });
      return held;
    });
  }

  /**
   * Cancels a booking under the spec §9 policy: its units are free at once, and what was paid comes back in
   * full when cancelled in time (the provider refunds it), else nothing. A started booking is the support team's.
   */
  async cancel(ctx: RequestContext, { reference, email }: BookingReference): Promise<Booking> {
    return this.transaction(ctx, async (tx) => {
      const booking = await this.ownBooking(ctx, tx, reference, email, LockMode.PESSIMISTIC_WRITE);
      await transition(this.notices, ctx, tx, booking, { name: 'cancel', by: { by: 'traveller' } });
      return booking;
    });
  }

  /**
   * Attaches a guest booking to the signed-in account whose (verified) e-mail it was made with: it then shows in
   * the account's bookings and earns its points. Another e-mail's booking stays "not found".
   */
  async attach(ctx: RequestContext, { reference }: Pick<BookingReference, 'reference'>): Promise<Booking> {
    const viewer = ctx.viewer;
    if (!viewer) throw new DomainError('UNAUTHENTICATED', 'Please sign in first.');
    return this.transaction(ctx, async (tx) => {
      const user = await tx.findOneOrFail(User, viewer.id);
      const booking = await tx.findOne(Booking, { reference, user: null, email: user.email }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!booking) throw new DomainError('NOT_FOUND', NOT_FOUND, 'reference');
      booking.user = user;
      if (booking.status === BookingStatus.CONFIRMED) creditPoints(tx, booking);
      return booking;
    });
  }

  /**
   * The viewer's bookings, newest first, by spec §4 status and type; holds that lapsed are left out. Guest bookings
   * made before the account's e-mail was verified are attached first, so a guest who registers finds them here.
   */
  async mine(ctx: RequestContext, filter: BookingFilter = {}): Promise<Booking[]> {
    if (!ctx.viewer) throw new DomainError('UNAUTHENTICATED', 'Please sign in first.');
    await this.attachVerifiedGuestBookings(ctx, ctx.viewer.id);
    const limit = filter.limit ?? 100;
    const where: Record<string, unknown> = {
      user: ctx.viewer.id,
      $or: [{ status: { $ne: BookingStatus.HELD } }, { holdExpiresAt: { $gt: new Date() } }],
      ...(filter.type ? { type: filter.type } : {}),
      ...(filter.status ? lifecycleWhere(filter.status) : {}),
    };
    const bookings = await ctx.em.find(Booking, where, { orderBy: { createdAt: 'desc', id: 'asc' }, limit: filter.status ? undefined : limit });
    if (!filter.status) return bookings;
    const now = new Date();
    return bookings.filter((booking) => lifecycleOf(booking, now) === filter.status).slice(0, limit);
  }

  /**
   * Attaches the guest bookings made with the account's e-mail before that e-mail was verified (a guest who then
   * registered), crediting their points; guest bookings made later stay apart until `bookingAttach`.
   */
  private async attachVerifiedGuestBookings(ctx: RequestContext, userId: string): Promise<void> {
    const user = await ctx.em.findOneOrFail(User, userId);
    if (!user.emailVerifiedAt) return;
    const where = { user: null, email: user.email.toLowerCase(), createdAt: { $lte: user.emailVerifiedAt } };
    if ((await ctx.em.count(Booking, where)) === 0) return;
    await this.transaction(ctx, async (tx) => {
      const found = await tx.find(Booking, where, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const owner = tx.getReference(User, userId);
      for (const booking of found) {
        booking.user = owner;
        if (booking.status === BookingStatus.CONFIRMED) creditPoints(tx, booking);
      }
    });
  }

  /**
   * Changes a confirmed booking that has not started: the new units are claimed before the old ones are released,
   * in one transaction; the price difference is charged or refunded; the points follow the new total.
   */
  async modify(ctx: RequestContext, { idempotencyKey: key, reference, email, change }: ModifyBooking): Promise<Booking> {
    const call: IdempotentCall | null = key ? { key, operation: 'bookingModify', request: { reference, change }, guestEmail: email } : null;
    return this.transaction(ctx, async (tx) => {
      const replay = call && (await replayOf(ctx, tx, call));
      if (replay) return replay;
      const booking = await this.ownBooking(ctx, tx, reference, email, LockMode.PESSIMISTIC_WRITE);
      const quote = await this.applyChange(tx, booking, change);
      if (booking.paymentStatus === PaymentStatus.PAID && booking.paymentMethod) {
        if (quote.refundMinor > 0) await refundPaid(this.notices.mobilePayments, tx, booking, quote.refundMinor);
        if (quote.differenceMinor > 0) await topUpPaid(booking, quote.differenceMinor);
      }
      if (booking.user) await adjustPoints(tx, booking);
      if (call) remember(ctx, tx, call, booking);
      await announceBookingChange(this.notices, ctx, tx, booking, {
        change: 'modified',
        differenceMinor: quote.differenceMinor,
        refundMinor: quote.refundMinor,
      });
      return booking;
    });
  }

  /** What a modification would give and cost, tried against the inventory and rolled back. */
  async previewModify(ctx: RequestContext, { reference, email, change }: Omit<ModifyBooking, 'idempotencyKey'>): Promise<ModificationQuote> {
    try {
      await ctx.em.transactional(async (tx) => {
        const booking = await this.ownBooking(ctx, tx as EntityManager, reference, email);
        let quote: ModificationQuote;
        try {
          quote = await this.applyChange(tx as EntityManager, booking, change);
        } catch (error) {
          if (!(error instanceof DomainError) || (error.code !== 'UNAVAILABLE' && error.code !== 'EVENT_FULL')) throw error;
          quote = await this.quoteOnly(tx as EntityManager, booking, change);
        }
        throw new PreviewRollback(quote);
      });
    } catch (error) {
      // The trial ran in its own identity map: the request's copy of the booking is the unchanged one.
      if (error instanceof PreviewRollback) return { ...error.quote, booking: await this.ownBooking(ctx, ctx.em, reference, email) };
      throw error;
    }
    throw new Error('unreachable');
  }

  /**
   * The change applied in `tx`: new units claimed, old ones released, booking fields updated. A reduction is a
   * partial cancellation: what goes back is what cancelling the part given up would refund now, under the booking's
   * first terms (booking-cancellation.ts), which the changed booking keeps.
   */
  private async applyChange(tx: EntityManager, booking: Booking, change: BookingChange): Promise<ModificationQuote> {
    this.assertModifiable(booking);
    const plan = await this.planChange(tx, booking, change);
    const oldClaims = await liveClaimIds(tx, booking.id);
    // A guest's booking awaiting the e-mail keeps that deadline on its new units too.
    const chosen = await this.claimFirst(tx, booking.id, plan.options, booking.emailConfirmBy ?? null);
    await releaseClaims(tx, booking.id, oldClaims);
    const terms = termsOf(booking);
    const refund = reductionRefund(booking, chosen.totalMinor);
    const previousMinor = booking.totalMinor;
    const previousPoints = booking.user ? pointsFor(previousMinor) : 0;
    const modifications = (booking.details.modifications as unknown[] | undefined) ?? [];
    Object.assign(booking, { startDate: plan.startDate, startTime: plan.startTime, endDate: plan.endDate, partySize: plan.partySize, units: plan.units });
    booking.totalMinor = chosen.totalMinor;
    booking.details = {
      ...booking.details,
      ...plan.details,
      ...chosen.details,
      priceLines: chosen.lines,
      terms: termsAfterChange(terms, refund, booking),
      modifications: [
        ...modifications,
        { at: new Date().toISOString(), previousTotalMinor: previousMinor, totalMinor: chosen.totalMinor, refundMinor: refund.refundMinor },
      ],
    };
    return this.quoteOf(booking, true, chosen.totalMinor, previousMinor, previousPoints, refund);
  }

  private async quoteOnly(tx: EntityManager, booking: Booking, change: BookingChange): Promise<ModificationQuote> {
    const plan = await this.planChange(tx, booking, change);
    const newTotalMinor = plan.options[0]!.totalMinor;
    const refund = reductionRefund(booking, newTotalMinor);
    const quote = this.quoteOf(booking, false, newTotalMinor, booking.totalMinor, booking.user ? pointsFor(booking.totalMinor) : 0, refund);
    return { ...quote, startDate: plan.startDate, endDate: plan.endDate, startTime: plan.startTime, partySize: plan.partySize, units: plan.units };
  }

  private quoteOf(
    booking: Booking,
    available: boolean,
    newTotalMinor: number,
    previousMinor: number,
    previousPoints: number,
    refund: CancellationOutcome,
  ): ModificationQuote {
    return {
      booking,
      available,
      newTotalMinor,
      differenceMinor: newTotalMinor - previousMinor,
      refundMinor: refund.refundMinor,
      refundPolicy: { policyCase: refund.policyCase, decision: refund.decision },
      pointsDifference: booking.user ? pointsFor(newTotalMinor) - previousPoints : 0,
      startDate: booking.startDate,
      endDate: booking.endDate,
      startTime: booking.startTime ?? null,
      partySize: booking.partySize,
      units: booking.units,
    };
  }

  private async planChange(tx: EntityManager, booking: Booking, change: BookingChange): Promise<BookingPlan> {
    try {
      return await planBooking(tx, changedRequest(booking, change), booking.id);
    } catch (error) {
      const field = error instanceof DomainError && error.field ? changeFieldOf(booking, error.field) : null;
      if (error instanceof DomainError && field) throw new DomainError(error.code, error.message, field, error.retryAfterSeconds);
      throw error;
    }
  }

  private assertModifiable(booking: Booking): void {
    if (booking.status !== BookingStatus.CONFIRMED) throw badInput('reference', 'Only a confirmed booking can be changed.');
    const lifecycle = lifecycleOf(booking);
    if (lifecycle === BookingLifecycle.COMPLETED || cancellationOutcome(booking).hoursBeforeStart <= 0)
      throw badInput('reference', 'This booking has already started: please contact support to change it.');
  }

  /** A booking by reference: the viewer's own, or a guest booking whose e-mail is given. Anything else: null. */
  async byReference(ctx: RequestContext, { reference, email }: BookingReference): Promise<Booking | null> {
    if (email || !ctx.viewer) await this.guestLookups.admit(ctx, reference);
    return this.findOwn(ctx, ctx.em, reference, email);
  }

  /** The viewer's booking with this id (legacy REST path); another account's is "not found". */
  async viewerBooking(ctx: RequestContext, id: string): Promise<Booking> {
    if (!ctx.viewer) throw new DomainError('UNAUTHENTICATED', 'Please sign in first.');
    const booking = /^[0-9a-f-]{36}$/i.test(id) ? await ctx.em.findOne(Booking, { id, user: ctx.viewer.id }) : null;
    if (!booking) throw new DomainError('NOT_FOUND', NOT_FOUND, 'id');
    return booking;
  }

  /** Holds (no payment) or books in one step (with its payment). */
  private async place(ctx: RequestContext, request: PlaceBooking, payment: PaymentRequest | null, onBehalf?: OnBehalfRecord): Promise<Booking> {
    const key = request.idempotencyKey;
    const mode: Mode = payment ? 'create' : 'hold';
    const booker = await this.booker(ctx, request.contact, request.details.type);
    // Holds, and guests' unpaid bookings until the e-mailed link is opened, are pending: limited per client (fair-share.ts).
    const awaitsEmail = awaitsGuestEmail(booker.user, payment);
    const pending = mode === 'hold' || awaitsEmail;
    if (pending) await this.fairShare.countAttempt(ctx, booker.email);
    const operation = mode === 'hold' ? 'bookingHold' : 'bookingCreate';
    const call: IdempotentCall | null = key
      ? {
          key,
          operation,
          request: { ...request.details, booker: { ...booker, user: booker.user?.id ?? null }, payment: payment?.method ?? null },
          guestEmail: booker.email,
        }
      : null;
    const holdMinutes = ctx.config.bookingHoldMinutes;
    // The plan, the key with the first claim, then the booking itself, written once in its final state when the
    // transaction commits (the rows that point at it are checked then): under load each round trip costs a turn of
    // the event loop.
    const { booking, fresh } = await this.transaction(ctx, async (tx) => {
      const bookingId = randomUUID();
      const plan = await this.planOrReplay(ctx, tx, request.details, call);
      if ('replay' in plan) return { booking: plan.replay, fresh: false };
      const holdUntil = mode === 'hold' ? new Date(Date.now() + holdMinutes * 60_000) : null;
      const confirmBy = awaitsEmail ? this.fairShare.confirmBy() : null;
      const chosen = await this.claimFirst(tx, bookingId, plan.options, holdUntil ?? confirmBy, call && claimKey(ctx, call));
      if (!chosen) return { booking: await bookingOfTakenKey(ctx, tx, call!), fresh: false };
      // Last before the commit: the client's other placements wait on its lock only for the rest of this one.
      if (pending) await this.fairShare.admitPending(tx, { address: ctx.ip, userId: booker.user?.id ?? null, email: booker.email }, plan.units);
      const booking = this.newBooking(ctx, tx, bookingId, plan, booker, holdUntil);
      booking.totalMinor = chosen.totalMinor;
      booking.details = { ...plan.details, ...chosen.details, priceLines: chosen.lines };
      if (payment) {
        await this.pay([booking], payment);
        await transition(this.notices, ctx, tx, booking, { name: 'confirm', confirmLink: confirmBy && this.confirmLink(ctx, tx, booking, confirmBy) });
      }
      onBehalf?.(tx, booking);
      return { booking, fresh: true };
    });
    if (fresh) bookingsCreated.inc({ type: booking.type, status: booking.status });
    return booking;
  }

  private async booker(ctx: RequestContext, contact: Contact | null, type: string): Promise<Booker> {
    if (ctx.viewer) {
      const user = await ctx.em.findOneOrFail(User, ctx.viewer.id);
      const name = contact?.name || `${user.firstName} ${user.lastName}`.trim() || user.username;
      return { user, name, email: contact?.email ?? user.email, phone: contact?.phone ?? user.phone ?? null };
    }
    const kindWording = kindOf(type).booking.contactRequired;
    if (!contact?.name) throw badInput('contact.name', kindWording ?? messages.contactRequired);
    if (!contact.email) throw badInput('contact.email', kindWording ?? messages.email);
    return { user: null, name: contact.name, email: contact.email, phone: contact.phone ?? null };
  }

  private newBooking(ctx: RequestContext, tx: EntityManager, id: string, plan: BookingPlan, booker: Booker, holdUntil: Date | null): Booking {
    const city = this.countries.city(plan.listing.city.id)?.name ?? '';
    return tx.create(Booking, {
      id,
      reference: newBookingReference(),
      type: plan.type,
      listingId: plan.listing.id,
      // In the language the traveller books in (as the booking's e-mails are), where the partner wrote it in it.
      listingName: listingNameIn(plan.listing, ctx.language),
      location: this.locations.location(plan.listing),
      city,
      countryCode: plan.listing.country.code,
      user: booker.user,
      email: booker.email,
      contactName: booker.name,
      phone: booker.phone,
      startDate: plan.startDate,
      startTime: plan.startTime,
      endDate: plan.endDate,
      partySize: plan.partySize,
      units: plan.units,
      totalMinor: plan.options[0]!.totalMinor,
      currency: plan.listing.currency,
      ...newlyHeld(holdUntil),
      language: ctx.language,
      clientAddress: ctx.ip,
    });
  }

  /**
   * The booking's plan; with a key, a plan that fails (the listing has changed since) answers with the booking an
   * earlier request under the key made, if one did.
   */
  private async planOrReplay(
    ctx: RequestContext,
    tx: EntityManager,
    details: BookingDetails,
    call: IdempotentCall | null,
  ): Promise<BookingPlan | { replay: Booking }> {
    try {
      return await planBooking(tx, details);
    } catch (error) {
      const replay = error instanceof DomainError && call && (await bookingUnderKey(ctx, tx, call));
      if (replay) return { replay };
      throw error;
    }
  }

  /**
   * The first option with room left, claimed; the key, when there is one, is written with the first. Null when the
   * key was another request's (nothing is claimed then); UNAVAILABLE (and a rollback) when no option has room.
   */
  private async claimFirst(tx: EntityManager, bookingId: string, options: PlanOption[], holdUntil: Date | null): Promise<PlanOption>;
  private async claimFirst(
    tx: EntityManager,
    bookingId: string,
    options: PlanOption[],
    holdUntil: Date | null,
    key: ClaimKey | null,
  ): Promise<PlanOption | null>;
  private async claimFirst(
    tx: EntityManager,
    bookingId: string,
    options: PlanOption[],
    holdUntil: Date | null,
    key?: ClaimKey | null,
  ): Promise<PlanOption | null> {
    for (const [index, option] of options.entries()) {
      const outcome = await claim(tx, bookingId, option, holdUntil, index === 0 ? (key ?? undefined) : undefined);
      if (outcome === 'keyTaken') return null;
      if (outcome === 'claimed') return option;
    }
    throw options.at(-1)?.whenFull?.() ?? new DomainError('UNAVAILABLE', UNAVAILABLE);
  }

  /** Takes what `bookings` cost in one payment and records it on each of them. */
  private async pay(bookings: readonly Booking[], payment: PaymentRequest): Promise<void> {
    if (isPrompted(payment.method)) throw badInput('payment.method', 'Mobile money is paid at the last checkout step: hold the booking first, then pay.');
    const currency = bookings[0]!.currency;
    if (bookings.some((booking) => booking.currency !== currency)) throw new Error('Bookings paid together must share one currency');
    const amountMinor = bookings.reduce((sum, booking) => sum + booking.totalMinor, 0);
    const outcome = await paymentProviders[payment.method as keyof typeof paymentProviders].charge(amountMinor, currency, payment);
    for (const booking of bookings)
      Object.assign(booking, { paymentMethod: payment.method, paymentStatus: outcome.status, paymentReference: outcome.reference });
  }

  /** A guest's unpaid booking being confirmed keeps its units only until the guest opens the link its confirmation carries. */
  private async awaitGuestEmail(ctx: RequestContext, tx: EntityManager, booking: Booking): Promise<GuestConfirmLink> {
    const until = this.fairShare.confirmBy();
    await claimsUntil(tx, booking.id, until);
    return this.confirmLink(ctx, tx, booking, until);
  }

  private confirmLink(ctx: RequestContext, tx: EntityManager, booking: Booking, until: Date): GuestConfirmLink {
    booking.emailConfirmBy = until;
    return { url: guestConfirmLink(ctx, tx, booking, until), until };
  }

  private async ownBooking(ctx: RequestContext, tx: EntityManager, reference: string, email: string | null | undefined, lockMode?: LockMode): Promise<Booking> {
    if (email) await this.guestLookups.guard(reference);
    const booking = await this.findOwn(ctx, tx, reference, email, lockMode);
    if (!booking) throw new DomainError('NOT_FOUND', NOT_FOUND, 'reference');
    return booking;
  }

  private async findOwn(
    ctx: RequestContext,
    em: EntityManager,
    reference: string,
    email: string | null | undefined,
    lockMode?: LockMode,
  ): Promise<Booking | null> {
    const booking = await em.findOne(Booking, { reference }, lockMode ? { lockMode } : {});
    const userId = booking?.user?.id;
    const own = userId ? ctx.viewer?.id === userId : Boolean(email && email === booking?.email);
    // Wrong e-mails for a reference add up, whichever operation tried them (guest-lookups.ts).
    if (!own && email) await this.guestLookups.missed(reference);
    return own ? booking : null;
  }

  /** One retry when PostgreSQL broke a lock cycle between two bookings: the second attempt queues behind. */
  private async transaction<T>(ctx: RequestContext, work: (tx: EntityManager) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await ctx.em.transactional((tx) => work(tx as EntityManager));
      } catch (error) {
        if (attempt >= 2 || !(error instanceof DeadlockException || error instanceof LockWaitTimeoutException)) throw error;
      }
    }
  }
}
