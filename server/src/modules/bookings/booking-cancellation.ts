// Cancelling a confirmed booking under the policy of spec §9 (shared/src/cancellation-policy.ts, the same data the
// /cancellation page shows): which rule applies to this booking, and what it gets back. Changing a booking is
// cancelling part of it: a reduction gets back what cancelling that part would, under the booking's first terms.
import { kindOf } from '../listings/kind-registry.js';
import { type Booking, BookingStatus, PaymentStatus } from './booking.entity.js';
import { localNow } from './booking-dates.js';
import { cancellationPolicy, noticeHours, type PolicyServiceKind, type RefundDecision, refundFor } from '../../../../shared/src/cancellation-policy.js';
import { pointsFor } from './loyalty.js';

export interface CancellationOutcome {
  policyCase: string;
  decision: RefundDecision;
  /** What goes back to the original payment method; 0 when nothing was paid. */
  refundMinor: number;
  hoursBeforeStart: number;
}

const HOUR_MS = 3_600_000;

/**
 * The terms a booking was taken under: its rule of spec §9, and the start its notice counts to. Stored on the
 * booking once it is changed, so that a change can never move it to kinder terms: a group cut to one room keeps
 * the group's terms, and a booking past its free period stays past it whatever its new dates.
 */
export interface BookingTerms {
  kind: PolicyServiceKind;
  caseId: string;
  /** YYYY-MM-DDTHH:MM on the listing's wall clock. */
  noticeStart: string;
}

const startOf = (booking: Pick<Booking, 'startDate' | 'startTime'>) => `${booking.startDate}T${booking.startTime ?? '00:00'}`;

/** The booking's terms: as stored by its last change, else as it stands (never changed). */
export function termsOf(booking: Booking): BookingTerms {
  const stored = booking.details.terms as BookingTerms | undefined;
  return stored ?? { ...policyCaseOf(booking), noticeStart: startOf(booking) };
}

/**
 * The terms after a change made under `before` with this outcome: the rule never changes; the notice counts to the
 * new start only when the change was made while a full refund was still due (the traveller could have cancelled and
 * booked the new dates afresh), else to whichever of the old and new starts comes first.
 */
export function termsAfterChange(before: BookingTerms, outcome: CancellationOutcome, changed: Pick<Booking, 'startDate' | 'startTime'>): BookingTerms {
  const start = startOf(changed);
  const noticeStart = outcome.decision.outcome === 'full' || start < before.noticeStart ? start : before.noticeStart;
  return { ...before, noticeStart };
}

/** The rule of spec §9 that fits the booking, as its kind's plug-in says. */
function policyCaseOf(booking: Booking): { kind: PolicyServiceKind; caseId: string } {
  return kindOf(booking.type).booking.policyCase(booking);
}

/** Hours from now to a start (YYYY-MM-DDTHH:MM), both read on the country's wall clock. */
function hoursBefore(countryCode: string, start: string, at: Date): number {
  const now = localNow(countryCode, at);
  return (Date.parse(`${start}:00Z`) - Date.parse(`${now.date}T${now.time}:00Z`)) / HOUR_MS;
}

/** Hours from now to the start, both read on the listing country's wall clock. */
export function hoursBeforeStart(booking: Booking, at = new Date()): number {
  return hoursBefore(booking.countryCode, startOf(booking), at);
}

export function cancellationOutcome(booking: Booking, at = new Date()): CancellationOutcome {
  const { kind, caseId, noticeStart } = termsOf(booking);
  const hours = hoursBeforeStart(booking, at);
  let decision = refundFor(kind, caseId, Math.min(hours, hoursBefore(booking.countryCode, noticeStart, at)));
  // "Free cancellation often within 24–48 hours of confirmation": the firm end, 24 hours, before the start.
  const sinceConfirmation = booking.confirmedAt ? (at.getTime() - booking.confirmedAt.getTime()) / HOUR_MS : Number.POSITIVE_INFINITY;
  if (decision.outcome === 'none' && decision.reason === 'lateNotice' && sinceConfirmation <= noticeHours(cancellationPolicy.freeAfterConfirmation, 'min'))
    decision = { outcome: 'full', reason: 'inNotice' };
  const paid = booking.paymentStatus === PaymentStatus.PAID ? booking.totalMinor : 0;
  return { policyCase: caseId, decision, refundMinor: decision.outcome === 'full' ? paid : 0, hoursBeforeStart: hours };
}

/** What cancelling now would give back, before the traveller confirms it. */
export interface CancellationQuote extends CancellationOutcome {
  /** Loyalty points the cancellation takes back from the account. */
  pointsReversed: number;
}

/** The outcome of cancelling now, or null when `BookingService.cancel` would refuse (cancelled already, or started). */
export function cancellationQuote(booking: Booking, at = new Date()): CancellationQuote | null {
  if (booking.status === BookingStatus.CANCELLED) return null;
  const outcome = cancellationOutcome(booking, at);
  if (outcome.hoursBeforeStart <= 0) return null;
  const credited = booking.user && booking.status === BookingStatus.CONFIRMED;
  return { ...outcome, pointsReversed: credited ? pointsFor(booking.totalMinor) : 0 };
}

/**
 * What a change gives back: the part given up (the price it no longer costs) is refunded as cancelling that part
 * now would be, so no sequence of changes returns more than cancelling everything at once. Nothing when unpaid.
 */
export function reductionRefund(booking: Booking, newTotalMinor: number, at = new Date()): CancellationOutcome & { givenUpMinor: number } {
  const outcome = cancellationOutcome(booking, at);
  const givenUpMinor = Math.max(0, booking.totalMinor - newTotalMinor);
  const paid = booking.paymentStatus === PaymentStatus.PAID;
  return { ...outcome, givenUpMinor, refundMinor: paid && outcome.decision.outcome === 'full' ? givenUpMinor : 0 };
}
