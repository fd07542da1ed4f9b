// Several bookings made as one (a cart's items, a package's parts): every one held, or none; then one payment
// confirms them all (BookingService.confirmTogether). Each hold has its own idempotency key, derived from the
// group's, so a retried group replays the same holds and books nothing twice.
import { createHash } from 'node:crypto';
import type { RequestContext } from '../../context.js';
import { DomainError } from '../../errors.js';
import { Money } from '../listings/money.js';
import type { Booking } from './booking.entity.js';
import { type BookingRequestInput, readPlaceBooking } from './booking-input.js';
import type { BookingService } from './booking.service.js';

export type GroupHold = { held: true; bookings: Booking[] } | { held: false; failedItem: number; error: DomainError };

/** The key of one booking of a group (`step` and `index` tell them apart), derived from the group's key. */
export const memberKey = (prefix: string, groupKey: string | null, step: string, index: number) =>
  groupKey && `${prefix}-${createHash('sha256').update(groupKey).digest('hex').slice(0, 40)}-${step}-${index}`;

/**
 * Holds every request in order. When one cannot be held, the holds already placed are let go and its index and
 * error are answered. Who books and the group's key are no item's fault: those errors are thrown as they are.
 */
export async function holdTogether(ctx: RequestContext, bookings: BookingService, requests: readonly BookingRequestInput[]): Promise<GroupHold> {
  const held: Booking[] = [];
  for (const [index, request] of requests.entries()) {
    try {
      held.push(await bookings.hold(ctx, readPlaceBooking(request)));
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      await releaseAll(ctx, bookings, held);
      if (error.field?.startsWith('contact') || error.code === 'IDEMPOTENCY_KEY_REUSED') throw error;
      return { held: false, failedItem: index, error };
    }
  }
  return { held: true, bookings: held };
}

/** Lets go of the holds of a group that will not be booked. */
export async function releaseAll(ctx: RequestContext, bookings: BookingService, held: readonly Booking[]): Promise<void> {
  for (const booking of held) await bookings.releaseHeld(ctx, [booking.reference], booking.email);
}

/** The index a group's error field names (`references.2`, `items.2`), or null when it names none. */
export function memberIndexOf(field: string | null | undefined): number | null {
  const index = /^\w+\.(\d+)$/.exec(field ?? '')?.[1];
  return index === undefined ? null : Number(index);
}

/** A group's bookings and their totals added up: the one amount the group charges, taxes and fees included. */
export const bookedTogether = (bookings: Booking[]) => ({ bookings, total: Money.of(bookings.reduce((sum, booking) => sum + booking.totalMinor, 0)) });
