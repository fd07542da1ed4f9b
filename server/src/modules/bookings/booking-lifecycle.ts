// A booking's lifecycle. Stored, it is one state machine (held → confirmed → checked in → completed, and cancelled;
// a restaurant's party or a hotel's guest that never came is a no-show, and a walk-in is seated as it is booked):
// the allowed transitions are data, and `transition` is the one step that moves a booking, with its side effects
// (claims, points, refunds, and what both sides are told, written in the caller's transaction). Travellers,
// partners and the back office all go through it. Shown, it is spec §4's statuses, computed from the dates whenever
// a booking is read: nothing moves a stored status as time passes, so every API replica agrees without a scheduled task.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../context.js';
import { DomainError, badInput } from '../../errors.js';
import { type Booking, BookingStatus, PaymentStatus } from './booking.entity.js';
import { type CancellationOutcome, cancellationOutcome } from './booking-cancellation.js';
import { addDays, localNow } from './booking-dates.js';
import { type CancelledBy, type GuestConfirmLink, type NoticeChannels, announceBookingChange } from './booking-notices.js';
import { releaseClaims } from './inventory-claims.js';
import { creditPoints, reversePoints } from './loyalty.js';
import { refundPaid } from './payments.js';

export enum BookingLifecycle {
  /** Checkout in progress (a live hold). */
  HELD = 'held',
  CONFIRMED = 'confirmed',
  /** Starts within UPCOMING_DAYS, or under way. */
  UPCOMING = 'upcoming',
  /** Its last day has passed on the listing country's clock. */
  COMPLETED = 'completed',
  CANCELLED = 'cancelled',
}

/** A confirmed booking is "upcoming" from this many days before its start. */
export const UPCOMING_DAYS = 7;

type Dated = Pick<Booking, 'status' | 'startDate' | 'endDate' | 'countryCode'>;

export function lifecycleOf(booking: Dated, at = new Date()): BookingLifecycle {
  if (booking.status === BookingStatus.CANCELLED) return BookingLifecycle.CANCELLED;
  if (booking.status === BookingStatus.HELD) return BookingLifecycle.HELD;
  const today = localNow(booking.countryCode, at).date;
  if (booking.endDate < today) return BookingLifecycle.COMPLETED;
  if (booking.startDate <= addDays(today, UPCOMING_DAYS)) return BookingLifecycle.UPCOMING;
  return BookingLifecycle.CONFIRMED;
}

/**
 * A coarse SQL filter for a lifecycle (UTC dates, one day of slack either side for the countries' clocks);
 * `lifecycleOf` then decides exactly.
 */
export function lifecycleWhere(lifecycle: BookingLifecycle, at = new Date()): Record<string, unknown> {
  const utcToday = at.toISOString().slice(0, 10);
  switch (lifecycle) {
    case BookingLifecycle.CANCELLED:
      return { status: BookingStatus.CANCELLED };
    case BookingLifecycle.HELD:
      return { status: BookingStatus.HELD };
    case BookingLifecycle.COMPLETED:
      return { status: BookingStatus.CONFIRMED, endDate: { $lte: addDays(utcToday, 1) } };
    case BookingLifecycle.UPCOMING:
      return { status: BookingStatus.CONFIRMED, endDate: { $gte: addDays(utcToday, -1) }, startDate: { $lte: addDays(utcToday, UPCOMING_DAYS + 1) } };
    case BookingLifecycle.CONFIRMED:
      return { status: BookingStatus.CONFIRMED, startDate: { $gte: addDays(utcToday, UPCOMING_DAYS - 1) } };
  }
}

/** Where a booking stands, read from what is stored: its status, a guest's check-in (seating) and check-out, a no-show. */
export enum BookingState {
  HELD = 'held',
  CONFIRMED = 'confirmed',
  CHECKED_IN = 'checked_in',
  COMPLETED = 'completed',
  CANCELLED = 'cancelled',
  /** The guests never came: their table and covers, or rooms, went back to be booked again. */
  NO_SHOW = 'no_show',
}

/** The stored columns a booking's state is read from. */
export type StoredState = Pick<Booking, 'status' | 'checkedInAt' | 'checkedOutAt' | 'noShowAt'>;

export function stateOf(booking: StoredState): BookingState {
  if (booking.status === BookingStatus.HELD) return BookingState.HELD;
  if (booking.status === BookingStatus.CANCELLED) return BookingState.CANCELLED;
  if (booking.noShowAt) return BookingState.NO_SHOW;
  if (booking.checkedOutAt) return BookingState.COMPLETED;
  return booking.checkedInAt ? BookingState.CHECKED_IN : BookingState.CONFIRMED;
}

/** Who cancels, and on whose word: the traveller; the listing's partner, saying why; the back office for the traveller. */
export type Canceller =
  | { by: 'traveller' }
  | { by: 'partner'; actorId: string; reason: string }
  /** With `override`, what was paid comes back in full whatever the policy says (a started booking too). */
  | { by: 'support'; actorId: string; reason: string; override: boolean };

export type BookingEvent =
  /** Paid for (or to be paid at the venue): the traveller and the partner are told, a guest with the link that keeps it. */
  | { name: 'confirm'; confirmLink?: GuestConfirmLink | null; inReceipt?: boolean }
  /** A hold ended before it was confirmed: left by the traveller, or refused at confirmation. */
  | { name: 'release' }
  | { name: 'cancel'; by: Canceller }
  | { name: 'checkIn' }
  | { name: 'checkOut' }
  /** A restaurant's party or a hotel's guest that did not come: its table and covers, or its rooms, are booked again. */
  | { name: 'noShow' }
  /** A party seated without a reservation: its booking is made and seated at once, and no one is mailed. */
  | { name: 'walkIn' };

type EventName = BookingEvent['name'] | 'lapse';

const { HELD, CONFIRMED, CHECKED_IN, COMPLETED, CANCELLED, NO_SHOW } = BookingState;

/** The allowed transitions: the states each event moves a booking from, and the state it moves it to. */
export const transitions: Record<EventName, { from: readonly BookingState[]; to: BookingState }> = {
  confirm: { from: [HELD], to: CONFIRMED },
  release: { from: [HELD], to: CANCELLED },
  cancel: { from: [HELD, CONFIRMED, CHECKED_IN, COMPLETED, NO_SHOW], to: CANCELLED },
  checkIn: { from: [CONFIRMED], to: CHECKED_IN },
  checkOut: { from: [CHECKED_IN], to: COMPLETED },
  noShow: { from: [CONFIRMED], to: NO_SHOW },
  walkIn: { from: [HELD], to: CHECKED_IN },
  /** A guest's unpaid booking whose e-mailed link was not opened in time (housekeeping, in bulk). */
  lapse: { from: [CONFIRMED], to: CANCELLED },
};

/** Of those, the states each canceller may cancel from: a partner before the guest arrives, the traveller before it starts. */
export const cancellableFrom: Record<CancelledBy, readonly BookingState[]> = {
  traveller: [HELD, CONFIRMED],
  partner: [CONFIRMED],
  support: [HELD, CONFIRMED, CHECKED_IN, COMPLETED, NO_SHOW],
};

export const HOLD_EXPIRED = 'Your hold has expired and the booking was released. Please start again.';

type Refusal = (field: string) => DomainError;
const conflict =
  (message: string): Refusal =>
  (field) =>
    new DomainError('CONFLICT', message, field);
const refused =
  (message: string): Refusal =>
  (field) =>
    badInput(field, message);
const NO_GUEST = conflict('Only a confirmed booking has a guest to check in or out.');
const STARTED = refused('This booking has already started: please contact support to cancel it.');
const SEATED = conflict('This party is already seated.');
const NO_SHOWN = conflict('This reservation was marked as a no-show.');

/** What an event not allowed from a state answers: by state, else `otherwise`; the field named is the caller's input. */
const refusals: Record<BookingEvent['name'], { field: string; otherwise: Refusal } & Partial<Record<BookingState, Refusal>>> = {
  confirm: { field: 'reference', otherwise: (field) => new DomainError('HOLD_EXPIRED', HOLD_EXPIRED, field) },
  release: { field: 'reference', otherwise: refused('Only a held booking can be released.') },
  // Reached only once cancelled: who may cancel from the other states is `cancellableFrom`'s, refused in `cancelRules`' words.
  cancel: { field: 'reference', otherwise: refused('This booking is already cancelled.') },
  checkIn: {
    field: 'id',
    [CHECKED_IN]: conflict('This guest has already checked in.'),
    [COMPLETED]: conflict('This guest has already checked in.'),
    [NO_SHOW]: NO_SHOWN,
    otherwise: NO_GUEST,
  },
  checkOut: {
    field: 'id',
    [CONFIRMED]: conflict('Check the guest in before checking them out.'),
    [COMPLETED]: conflict('This guest has already checked out.'),
    otherwise: NO_GUEST,
  },
  noShow: { field: 'id', [CHECKED_IN]: SEATED, [COMPLETED]: SEATED, [NO_SHOW]: NO_SHOWN, otherwise: NO_GUEST },
  walkIn: { field: 'id', otherwise: SEATED },
};

/** How each canceller's refusals read, by state, else `otherwise`: a partner names the booking by id, and never sees a hold. */
const cancelRules: Record<CancelledBy, { field: string; otherwise: Refusal; started: Refusal } & Partial<Record<BookingState, Refusal>>> = {
  traveller: { field: 'reference', otherwise: STARTED, started: STARTED },
  partner: {
    field: 'id',
    [HELD]: (field) => new DomainError('NOT_FOUND', 'Booking not found', field),
    [NO_SHOW]: NO_SHOWN,
    otherwise: conflict('This guest has checked in: check them out instead of cancelling.'),
    started: conflict('This booking has already begun or ended: it can no longer be cancelled. Please contact support.'),
  },
  support: { field: 'reference', otherwise: STARTED, started: STARTED },
};

/** The typed error for `event` on this booking now, or null when its state allows it. */
export function refusalOf(booking: StoredState, event: BookingEvent): DomainError | null {
  const state = stateOf(booking);
  const { field, otherwise, ...byState } = refusals[event.name];
  if (event.name === 'cancel' && state !== CANCELLED) {
    const rule = cancelRules[event.by.by];
    return cancellableFrom[event.by.by].includes(state) ? null : (rule[state] ?? rule.otherwise)(rule.field);
  }
  if (transitions[event.name].from.includes(state)) return null;
  const refusal = byState[state] ?? otherwise;
  return refusal(event.name === 'cancel' ? cancelRules[event.by.by].field : field);
}

/** What a cancellation refunded, and what the policy alone would have (the back office's override may differ). */
export type Cancellation = CancellationOutcome & { policyRefundMinor: number };

/** The stored columns of a booking as it begins: held, until `holdUntil` (or until confirmed in the same transaction). */
export const newlyHeld = (holdUntil: Date | null) => ({ status: BookingStatus.HELD, holdExpiresAt: holdUntil });

/** Writes `state` into the booking's stored columns: the one place a booking's status changes. */
function enter(booking: Booking, state: BookingState, at: Date): void {
  switch (state) {
    case CONFIRMED:
      booking.status = BookingStatus.CONFIRMED;
      booking.confirmedAt = at;
      booking.holdExpiresAt = null;
      return;
    case CHECKED_IN:
      booking.checkedInAt = at;
      return;
    case COMPLETED:
      booking.checkedOutAt = at;
      return;
    case NO_SHOW:
      booking.noShowAt = at;
      return;
    case CANCELLED:
      booking.status = BookingStatus.CANCELLED;
      booking.holdExpiresAt = null;
      return;
    case HELD:
      throw new Error('A booking is held only as it begins (newlyHeld)');
  }
}

/**
 * Moves `booking`, locked by the caller's transaction `tx`, by `event`, with the transition's side effects in `tx`
 * (what both sides are told goes to `notices`); an event its state does not allow throws that event's typed error
 * and changes nothing.
 */
export function transition(
  notices: NoticeChannels,
  ctx: RequestContext,
  tx: EntityManager,
  booking: Booking,
  event: Extract<BookingEvent, { name: 'cancel' }>,
): Promise<Cancellation>;
export function transition(notices: NoticeChannels, ctx: RequestContext, tx: EntityManager, booking: Booking, event: BookingEvent): Promise<undefined>;
export async function transition(
  notices: NoticeChannels,
  ctx: RequestContext,
  tx: EntityManager,
  booking: Booking,
  event: BookingEvent,
): Promise<Cancellation | undefined> {
  const refusal = refusalOf(booking, event);
  if (refusal) throw refusal;
  const to = transitions[event.name].to;
  const at = new Date();
  switch (event.name) {
    case 'confirm':
      enter(booking, to, at);
      creditPoints(tx, booking);
      await announceBookingChange(notices, ctx, tx, booking, {
        change: 'confirmed',
        confirmLink: event.confirmLink ?? null,
        inReceipt: event.inReceipt ?? false,
      });
      return;
    case 'release':
      await releaseClaims(tx, booking.id);
      enter(booking, to, at);
      return;
    case 'cancel':
      return cancel(notices, ctx, tx, booking, event.by, at);
    case 'checkIn':
    case 'checkOut':
      enter(booking, to, at);
      return;
    case 'noShow':
      await releaseClaims(tx, booking.id);
      await reversePoints(tx, booking);
      enter(booking, to, at);
      await announceServiceChange(notices, tx, booking, 'noShow');
      return;
    case 'walkIn':
      enter(booking, CONFIRMED, at);
      enter(booking, to, at);
      await announceServiceChange(notices, tx, booking, 'walkIn');
      return;
  }
}

/** The partner's other live screens hear of a no-show or a walk-in; no one is mailed. */
function announceServiceChange(notices: NoticeChannels, tx: EntityManager, booking: Booking, change: 'noShow' | 'walkIn') {
  return notices.liveBookings.announceToOwner(tx, {
    change,
    bookingId: booking.id,
    reference: booking.reference,
    type: booking.type,
    listingId: booking.listingId,
    listingName: booking.listingName,
    startDate: booking.startDate,
  });
}

/**
 * Everything a cancellation does, whoever asks: the units are freed, the points reversed, the refund paid back
 * (what the policy allows; all that was paid when the partner calls it off or the back office overrides), the
 * outcome kept on the booking, and both sides told when it had been confirmed (a hold called off is an abandoned
 * checkout, not a booking anyone was told of).
 */
async function cancel(
  notices: NoticeChannels,
  ctx: RequestContext,
  tx: EntityManager,
  booking: Booking,
  canceller: Canceller,
  at: Date,
): Promise<Cancellation> {
  const rule = cancelRules[canceller.by];
  const policy = cancellationOutcome(booking, at);
  const overridden = canceller.by === 'support' && canceller.override;
  if (policy.hoursBeforeStart <= 0 && !overridden) throw rule.started(rule.field);
  // A partner's cancellation is not the traveller's choice: no policy applies.
  const refundsAll = overridden || canceller.by === 'partner';
  const wasConfirmed = booking.status === BookingStatus.CONFIRMED;
  const paid = booking.paymentStatus === PaymentStatus.PAID ? booking.totalMinor : 0;
  const refundMinor = refundsAll ? paid : policy.refundMinor;
  await releaseClaims(tx, booking.id);
  if (wasConfirmed) await reversePoints(tx, booking);
  if (refundMinor > 0 && booking.paymentMethod) await refundPaid(notices.mobilePayments, tx, booking, refundMinor);
  enter(booking, transitions.cancel.to, at);
  booking.details = { ...booking.details, cancellation: cancellationRecord(canceller, policy, refundMinor, at) };
  const reason = canceller.by === 'traveller' ? null : canceller.reason;
  if (wasConfirmed) await announceBookingChange(notices, ctx, tx, booking, { change: 'cancelled', by: canceller.by, refundMinor, reason });
  return { ...policy, refundMinor, policyRefundMinor: policy.refundMinor };
}

/** What the booking keeps of its cancellation: the policy's case and answer, or why it was set aside, and who asked. */
function cancellationRecord(canceller: Canceller, policy: CancellationOutcome, refundMinor: number, at: Date): Record<string, unknown> {
  const cancelledAt = at.toISOString();
  switch (canceller.by) {
    case 'traveller':
      return { policyCase: policy.policyCase, outcome: policy.decision.outcome, reason: policy.decision.reason, refundMinor, cancelledAt };
    case 'partner':
      return {
        policyCase: 'provider',
        outcome: 'full',
        reason: 'providerCancelled',
        refundMinor,
        cancelledAt,
        byPartner: { by: canceller.actorId, reason: canceller.reason },
      };
    case 'support':
      return {
        policyCase: policy.policyCase,
        outcome: canceller.override ? 'full' : policy.decision.outcome,
        reason: canceller.override ? 'override' : policy.decision.reason,
        refundMinor,
        cancelledAt,
        onBehalf: { by: canceller.actorId, reason: canceller.reason, override: canceller.override, policyRefundMinor: policy.refundMinor },
      };
  }
}

/**
 * The `lapse` transition, in bulk (housekeeping): a batch at a time, the guest bookings whose e-mailed link was not
 * opened in time are cancelled; their claims lapsed with them and are given back by the same pass. Nothing was
 * paid, no points were earned (guests have no account), and no one is told.
 */
export async function lapseUnconfirmedGuestBookings(em: EntityManager, batch: number): Promise<number> {
  let cancelled = 0;
  for (;;) {
    const [row] = await em.getConnection().execute<Array<{ n: number }>>(
      `with lapsed as (
        update booking set status = ?, email_confirm_by = null,
          details = details || jsonb_build_object('cancellation', jsonb_build_object(
            'policyCase', 'emailNotConfirmed', 'outcome', 'none', 'reason', 'emailNotConfirmed', 'refundMinor', 0, 'cancelledAt', now()))
        where id in (select id from booking where status = ? and checked_in_at is null and email_confirm_by <= now() order by id limit ${batch} for update skip locked)
        returning 1)
      select count(*)::int as n from lapsed`,
      [BookingStatus.CANCELLED, BookingStatus.CONFIRMED],
    );
    cancelled += row!.n;
    if (row!.n < batch) return cancelled;
  }
}
