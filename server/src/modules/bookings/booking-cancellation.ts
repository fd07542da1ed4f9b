// Cancelling a confirmed booking under the policy of spec §9 (cancellation-policy.ts, the same data the
// /cancellation page shows): which rule applies to this booking, and what it gets back.
import { type Booking, BookingStatus, BookingType, PaymentStatus } from './booking.entity.js';
import { localNow } from './booking-dates.js';
import { cancellationPolicy, noticeHours, type PolicyServiceKind, type RefundDecision, refundFor } from './cancellation-policy.js';
import { pointsFor } from './loyalty.js';

export interface CancellationOutcome {
  policyCase: string;
  decision: RefundDecision;
  /** What goes back to the original payment method; 0 when nothing was paid. */
  refundMinor: number;
  hoursBeforeStart: number;
}

const HOUR_MS = 3_600_000;

/** The rule of spec §9 that fits the booking; leisure follows the restaurant rules (a table for the night). */
function policyCaseOf(booking: Booking): { kind: PolicyServiceKind; caseId: string } {
  const details = booking.details as { days?: number; durationDays?: number };
  switch (booking.type) {
    case BookingType.HOTEL:
      return { kind: 'hotel', caseId: booking.units >= 5 ? 'hotelGroup' : 'hotelStandard' };
    case BookingType.TOUR:
      if (/gorilla/i.test(booking.listingName)) return { kind: 'tour', caseId: 'tourGorillaPermit' };
      return { kind: 'tour', caseId: (details.durationDays ?? 1) > 1 ? 'tourMultiDaySafari' : 'tourDayTour' };
    case BookingType.RESTAURANT:
    case BookingType.LEISURE:
      return { kind: 'restaurant', caseId: booking.partySize >= 8 ? 'restaurantGroup' : 'restaurantStandard' };
    case BookingType.TRANSPORT:
      return { kind: 'transport', caseId: (details.days ?? 1) > 1 ? 'transportMultiDayRental' : 'transportAirportTransfer' };
  }
}

/** Hours from now to the start, both read on the listing country's wall clock. */
export function hoursBeforeStart(booking: Booking, at = new Date()): number {
  const now = localNow(booking.countryCode, at);
  return (Date.parse(`${booking.startDate}T${booking.startTime ?? '00:00'}:00Z`) - Date.parse(`${now.date}T${now.time}:00Z`)) / HOUR_MS;
}

export function cancellationOutcome(booking: Booking, at = new Date()): CancellationOutcome {
  const { kind, caseId } = policyCaseOf(booking);
  const hours = hoursBeforeStart(booking, at);
  let decision = refundFor(kind, caseId, hours);
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
