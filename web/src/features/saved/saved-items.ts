// Favourites and cart entries as the web keeps them (spec §3 cart item: type, id, addedAt), and how they are
// read from and written to browser storage. No React and no GraphQL here: the header loads this on every page.
import { CART_BADGE_CAP } from '../../app/constants';
import { bookingPathOf, bookingTypes } from '../../app/kinds';
import type { BookingType } from '../../gql/graphql';

export type ListingType = BookingType;

/** A listing by type and id. */
export interface ListingRef {
  type: ListingType;
  id: string;
}

export interface SavedItem extends ListingRef {
  /** ISO date-time the listing was added. */
  addedAt: string;
}

export const sameListing = (a: ListingRef, b: ListingRef) => a.type === b.type && a.id === b.id;

/** The list with `listing` first, unless it is there already (no duplicates of type and id). */
export function withListing(items: readonly SavedItem[], listing: ListingRef, addedAt = new Date().toISOString()): SavedItem[] {
  if (items.some((item) => sameListing(item, listing))) return [...items];
  return [{ type: listing.type, id: listing.id, addedAt }, ...items];
}

export function withoutListing(items: readonly SavedItem[], listing: ListingRef): SavedItem[] {
  return items.filter((item) => !sameListing(item, listing));
}

function isSavedItem(value: unknown): value is SavedItem {
  if (!value || typeof value !== 'object') return false;
  const { type, id, addedAt } = value as Record<string, unknown>;
  return bookingTypes.includes(type as ListingType) && typeof id === 'string' && id !== '' && typeof addedAt === 'string';
}

/** What the browser kept under `key`; anything unreadable or malformed is dropped, duplicates too. */
export function readStoredItems(key: string): SavedItem[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(localStorage.getItem(key) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const kept: SavedItem[] = [];
  for (const item of parsed.filter(isSavedItem)) if (!kept.some((other) => sameListing(other, item))) kept.push(item);
  return kept;
}

export function storeItems(key: string, items: readonly SavedItem[]): void {
  try {
    if (items.length) localStorage.setItem(key, JSON.stringify(items));
    else localStorage.removeItem(key);
  } catch {
    // Private mode or a full storage: the lists last as long as the page.
  }
}

/** The header badge's text: the count, capped at '99+' (spec §9). */
export function cartBadgeText(count: number): string {
  return count > CART_BADGE_CAP ? `${CART_BADGE_CAP}+` : String(count);
}

/** Where a listing is seen and booked: the tour's detail, the other kinds' booking page (as their cards link). */
export const listingPathOf = ({ type, id }: ListingRef) => bookingPathOf(type, id);
