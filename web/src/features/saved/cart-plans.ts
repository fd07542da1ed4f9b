// What the traveller set for each cart item before checking out (dates, time, party, rooms, a tour's departure, a
// restaurant's table and pre-order), and the booking request each item becomes. A guest's plans are kept in this
// browser beside the cart (spec §3's cart item is type, id and addedAt); a signed-in traveller's in the account,
// with the item (saved-store.ts), so they follow the traveller to another device.
import { CART_PLANS_STORAGE_KEY } from '../../app/constants';
import type { CartCheckoutItemInput, CartItemPlanInput } from '../../gql/graphql';
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
  /** A restaurant's table of the floor plan; '' for the smallest free one that fits. */
  tableId: string;
  /** A restaurant's pre-order: dish codes and how many of each. */
  preOrder: Record<string, number>;
  /** A tour's add-on ids. */
  addOns: string[];
}

export type PlanField = 'endDate' | 'time' | 'rooms';

/** The fields a kind asks for beside its date and party (a tour's date is its departure, a table's menu apart). */
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
  return {
    startDate,
    endDate: addDays(startDate, FINDER_DEFAULTS.lengthDays),
    time: '19:00',
    party: FINDER_DEFAULTS.journeyers,
    rooms: 1,
    tableId: '',
    preOrder: {},
    addOns: [],
  };
}

/** A stored plan (this browser's, or the account's), with the defaults for whatever it lacks; null when unreadable. */
export function planOf(value: unknown, defaults = defaultPlan()): CartItemPlan | null {
  if (!value || typeof value !== 'object') return null;
  const stored = value as Record<string, unknown>;
  const text = (field: keyof CartItemPlan) => (typeof stored[field] === 'string' ? (stored[field] as string) : (defaults[field] as string));
  const whole = (field: 'party' | 'rooms') => (Number.isInteger(stored[field]) ? (stored[field] as number) : defaults[field]);
  // The account keeps a pre-order as lines ({code, quantity}); this browser as quantities by code.
  const lines = Array.isArray(stored.preOrder)
    ? (stored.preOrder as Array<{ code?: unknown; quantity?: unknown }>).map((line) => [line?.code, line?.quantity] as const)
    : stored.preOrder && typeof stored.preOrder === 'object'
      ? Object.entries(stored.preOrder)
      : [];
  const preOrder: Record<string, number> = {};
  for (const [code, quantity] of lines)
    if (typeof code === 'string' && Number.isInteger(quantity) && (quantity as number) > 0) preOrder[code] = quantity as number;
  return {
    startDate: text('startDate'),
    endDate: text('endDate'),
    time: text('time'),
    party: whole('party'),
    rooms: whole('rooms'),
    tableId: stored.tableId == null ? '' : String(stored.tableId),
    preOrder,
    addOns: Array.isArray(stored.addOns) ? stored.addOns.filter((id): id is string => typeof id === 'string') : [],
  };
}

/** The pre-order as requests send it: codes and quantities only, never prices. */
const preOrderLinesOf = (preOrder: Record<string, number>) =>
  Object.entries(preOrder)
    .filter(([, quantity]) => quantity > 0)
    .map(([code, quantity]) => ({ code, quantity }));

/** The plan as it is kept: only the choices the item's kind asks for. */
export function storedPlanOf({ type }: ListingRef, plan: CartItemPlan): CartItemPlanInput {
  const fields = planFieldsOf(type);
  return {
    startDate: plan.startDate || null,
    party: plan.party,
    ...(fields.includes('endDate') && { endDate: plan.endDate || null }),
    ...(fields.includes('time') && { time: plan.time || null }),
    ...(fields.includes('rooms') && { rooms: plan.rooms }),
    ...(type === 'RESTAURANT' && { tableId: plan.tableId || null, preOrder: preOrderLinesOf(plan.preOrder) }),
    ...(type === 'TOUR' && { addOns: plan.addOns }),
  };
}

/** The plans kept in this browser (a guest's), as they were stored; anything unreadable is dropped. */
export function readPlans(): Record<string, CartItemPlan> {
  try {
    const parsed = JSON.parse(localStorage.getItem(CART_PLANS_STORAGE_KEY) ?? '{}') as Record<string, unknown>;
    const plans: Record<string, CartItemPlan> = {};
    for (const [key, value] of Object.entries(parsed)) {
      const plan = planOf(value);
      if (plan) plans[key] = plan;
    }
    return plans;
  } catch {
    return {};
  }
}

export function storePlans(plans: Record<string, CartItemPlan>): void {
  try {
    if (Object.keys(plans).length) localStorage.setItem(CART_PLANS_STORAGE_KEY, JSON.stringify(plans));
    else localStorage.removeItem(CART_PLANS_STORAGE_KEY);
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
      return { tour: { tourId: id, date: plan.startDate, partySize: plan.party, addOns: plan.addOns } };
    case 'RESTAURANT':
      return {
        restaurant: {
          restaurantId: id,
          date: plan.startDate,
          time: plan.time,
          partySize: plan.party,
          tableId: plan.tableId || null,
          preOrder: preOrderLinesOf(plan.preOrder),
        },
      };
    case 'LEISURE':
      return { leisure: { venueId: id, date: plan.startDate, time: plan.time, guests: plan.party } };
    case 'TRANSPORT':
      return { ride: { serviceId: id, pickupDate: plan.startDate, returnDate: plan.endDate, passengers: plan.party } };
  }
}
