// What a traveller chose for one cart item before checking out, kept with the item in the account (issue 29): the
// dates, time and party of every kind, a hotel's rooms, a tour's departure and add-ons, a restaurant's table and
// pre-order. Only choices are kept, never prices: the checkout prices them (booking-pricing.ts) when it holds them.
import { z } from 'zod';
import { clockTime, text, wholeNumber } from '../../validation.js';
import { PARTY_SIZE_MAX, isoDate, listingId } from '../bookings/booking-kind.js';
import { preOrderLines } from '../listings/restaurants/restaurant.menu.js';

export const cartPlan = z
  .object({
    startDate: isoDate.nullish(),
    endDate: isoDate.nullish(),
    time: clockTime.nullish(),
    party: wholeNumber(1, PARTY_SIZE_MAX).nullish(),
    rooms: wholeNumber(1, PARTY_SIZE_MAX).nullish(),
    tableId: listingId.nullish(),
    preOrder: preOrderLines.nullish(),
    addOns: z.array(text(40)).max(10).nullish(),
  })
  .strict();

export type CartPlan = z.output<typeof cartPlan>;

/** The plan as stored: fields not chosen are left out, so an empty choice is no plan at all. */
export function storedPlan(plan: CartPlan | null | undefined): CartPlan | null {
  if (!plan) return null;
  const kept = Object.fromEntries(Object.entries(plan).filter(([, value]) => value != null)) as CartPlan;
  return Object.keys(kept).length ? kept : null;
}
