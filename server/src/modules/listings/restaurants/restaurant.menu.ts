// A restaurant's menu for pre-ordering with a table (spec §9: "menu pre-order demo items priced 5 to 16 USD").
// Every restaurant offers the same dishes and drinks, keyed by a stable code the web translates by; each
// restaurant's prices derive from its id, so the server alone decides what a pre-order costs.
import { z } from 'zod';
import { DomainError } from '../../../errors.js';
import { type Charge, PriceLineKind } from '../../bookings/booking-pricing.js';

/** The dishes and drinks, in the order the menu lists them, with their English names and descriptions. */
const DISHES = [
  ['brochettes', 'Goat brochettes', 'Grilled goat skewers with roasted plantain'],
  ['isombe', 'Isombe', 'Cassava leaves stewed with peanut and palm oil'],
  ['tilapia', 'Grilled tilapia', 'Whole lake tilapia with chips and pili-pili'],
  ['samosas', 'Samosas', 'Three crisp pastries filled with spiced beef'],
  ['chapati', 'Chapati', 'Soft flatbread, fresh from the pan'],
  ['fruitSalad', 'Fruit salad', 'Mango, pineapple, passion fruit and tree tomato'],
  ['passionJuice', 'Passion fruit juice', 'Freshly pressed, served chilled'],
  ['coffee', 'Rwandan coffee', 'Single-origin coffee from the hills of Lake Kivu'],
] as const;

/** Spec §9: menu items are priced 5 to 16 USD. */
export const MENU_PRICE_MIN_MINOR = 500;
export const MENU_PRICE_MAX_MINOR = 1_600;
/** Spec §9: a reservation without a pre-order is charged 50 before taxes and fees. */
export const RESERVATION_FALLBACK_MINOR = 5_000;
/** Most of one dish and most lines in one pre-order. */
export const PRE_ORDER_QUANTITY_MAX = 20;
export const PRE_ORDER_LINES_MAX = 30;

export interface MenuItemPrice {
  code: string;
  name: string;
  description: string;
  priceMinor: number;
}

/** The restaurant's menu: each dish at a whole-dollar price from 5 to 16, set by the restaurant's id. */
export function menuOf(restaurantId: number): MenuItemPrice[] {
  const steps = (MENU_PRICE_MAX_MINOR - MENU_PRICE_MIN_MINOR) / 100 + 1;
  return DISHES.map(([code, name, description], index) => ({
    code,
    name,
    description,
    priceMinor: MENU_PRICE_MIN_MINOR + ((restaurantId * 7 + index * 5) % steps) * 100,
  }));
}

/** What a traveller pre-orders: dish codes and quantities only; a price sent along is refused. */
export const preOrderLines = z
  .array(z.object({ code: z.string().trim().min(1).max(40), quantity: z.number().int().min(1).max(PRE_ORDER_QUANTITY_MAX) }).strict())
  .max(PRE_ORDER_LINES_MAX)
  .refine((lines) => new Set(lines.map((line) => line.code)).size === lines.length, 'Each dish once, with its quantity.');

export type PreOrderLine = z.output<typeof preOrderLines>[number];

/**
 * What a table charges: each pre-ordered dish at the restaurant's own price, or the spec's flat 50 when nothing
 * is pre-ordered. A dish not on this restaurant's menu is refused.
 */
export function tableCharges(restaurant: { id: number; name: string }, preOrder: readonly PreOrderLine[]): Charge[] {
  if (!preOrder.length) return [{ kind: PriceLineKind.RESERVATION, name: restaurant.name, quantity: 1, per: 1, unitMinor: RESERVATION_FALLBACK_MINOR }];
  const menu = new Map(menuOf(restaurant.id).map((item) => [item.code, item]));
  return preOrder.map((line, index) => {
    const item = menu.get(line.code);
    if (!item) throw new DomainError('NOT_FOUND', 'This dish is not on the restaurant’s menu.', `restaurant.preOrder.${index}.code`);
    return { kind: PriceLineKind.PRE_ORDER, name: item.name, code: item.code, quantity: line.quantity, per: 1, unitMinor: item.priceMinor };
  });
}
