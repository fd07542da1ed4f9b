// What the traveller set for each cart item before checking out (dates, time, party, rooms), kept in this browser
// beside the cart (spec §3's cart item is type, id and addedAt), and the booking request each item becomes.
import { CART_PLANS_STORAGE_KEY } from '../../app/constants';
import type { CartCheckoutItemInput } from '../../gql/graphql';
import { FINDER_DEFAULTS, addDays, isoDay } from '../home/finder';
import type { ListingRef } from './saved-items';

export interface CartItemPlan {
  /** Check-in, departure, reservation or pickup date (YYYY-MM-DD). */
  startDate: string;
  /** Check-out or return date: hotels and rides. */
  endDate: string;
  /** HH:MM: restaurants and leisure venues. */
  time: string;
  /** Guests, party size or passengers. */
  party: number;
  /** Hotels. */
  rooms: number;
}

export type PlanField = 'endDate' | 'time' | 'rooms';

/** The fields a kind asks for beside its date and party. */
export function planFieldsOf(type: ListingRef['type']): readonly PlanField[] {
  if (type === 'HOTEL') return ['endDate', 'rooms'];
  if (type === 'TRANSPORT') return ['endDate'];
  if (type === 'RESTAURANT' || type === 'LEISURE') return ['time'];
  return [];
}

export const planKeyOf = ({ type, id }: ListingRef) => `${type}:${id}`;

/** Spec §5 defaults: a week ahead, five days long, two people, one room; a table at seven in the evening. */
export function defaultPlan(today = new Date()): CartItemPlan {
  const startDate = addDays(isoDay(today), FINDER_DEFAULTS.startInDays);
  return { startDate, endDate: addDays(startDate, FINDER_DEFAULTS.lengthDays), time: '19:00', party: FINDER_DEFAULTS.journeyers, rooms: 1 };
}

const isPlan = (value: unknown): value is CartItemPlan => {
  const plan = value as Partial<CartItemPlan> | null;
  return (
    typeof plan?.startDate === 'string' &&
    typeof plan.endDate === 'string' &&
    typeof plan.time === 'string' &&
    Number.isInteger(plan.party) &&
    Number.isInteger(plan.rooms)
  );
};

/** The plans kept in this browser; anything unreadable is dropped. */
export function readPlans(): Record<string, CartItemPlan> {
  try {
    const parsed = JSON.parse(localStorage.getItem(CART_PLANS_STORAGE_KEY) ?? '{}') as Record<string, unknown>;
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, CartItemPlan] => isPlan(entry[1])));
  } catch {
    return {};
  }
}

export function storePlans(plans: Record<string, CartItemPlan>): void {
  try {
    localStorage.setItem(CART_PLANS_STORAGE_KEY, JSON.stringify(plans));
  } catch {
    // Private mode or a full storage: the plans last as long as the page.
  }
}

/** The booking request of one item, as the booking screens of its kind send it. */
export function bookingItemOf({ type, id }: ListingRef, plan: CartItemPlan): CartCheckoutItemInput {
  switch (type) {
    case 'HOTEL':
      return { hotel: { hotelId: id, checkIn: plan.startDate, checkOut: plan.endDate, rooms: plan.rooms, guests: plan.party } };
    case 'TOUR':
      return { tour: { tourId: id, date: plan.startDate, partySize: plan.party } };
    case 'RESTAURANT':
      return { restaurant: { restaurantId: id, date: plan.startDate, time: plan.time, partySize: plan.party } };
    case 'LEISURE':
      return { leisure: { venueId: id, date: plan.startDate, time: plan.time, guests: plan.party } };
    case 'TRANSPORT':
      return { ride: { serviceId: id, pickupDate: plan.startDate, returnDate: plan.endDate, passengers: plan.party } };
  }
}
