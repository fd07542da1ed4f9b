// Turning a parsed request into a plan: the listing, the checked dates, the server's price and the inventory
// to claim (alternatives in order of preference: the cheapest fitting room type, the smallest fitting table...).
// Each kind's plug-in (its `<kind>.booking.ts`) makes its own plan; this picks the plug-in.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { DomainError } from '../../errors.js';
import { kindOf } from '../listings/kind-registry.js';
import type { Booking } from './booking.entity.js';
import type { BookingDetails } from './booking-input.js';
import type { BookingPlan } from './booking-kind.js';
import { priceOf } from './booking-pricing.js';

export type { BookingPlan, PlanOption } from './booking-kind.js';

/**
 * The kind's plan with each option priced by the one pricing function: the charge and every screen read it.
 * `replacing`: the booking a change re-plans, whose own places do not stand in its way.
 */
export async function planBooking(em: EntityManager, request: BookingDetails, replacing?: string): Promise<BookingPlan> {
  const plan = await kindOf(request.type).booking.plan(em, request, replacing);
  return { ...plan, options: plan.options.map((option) => ({ ...option, ...priceOf(option.charges) })) };
}

/**
 * Why a hold can no longer be confirmed: its listing was hidden since, or its time is no longer within the opening
 * hours; null when it can. Closed nights are the counters' to refuse (inventory-claims.ts).
 */
export function heldBookingRefusal(em: EntityManager, booking: Booking): Promise<DomainError | null> {
  return kindOf(booking.type).booking.refusal(em, booking);
}
