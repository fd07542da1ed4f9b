// Spec §4 statuses over time, computed from the dates whenever a booking is read: nothing moves a stored status,
// so every API replica agrees without a scheduled task. Stored: HELD, CONFIRMED, CANCELLED; shown: these.
import { type Booking, BookingStatus } from './booking.entity.js';
import { addDays, localNow } from './booking-dates.js';

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
