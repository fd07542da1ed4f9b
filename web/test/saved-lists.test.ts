// The favourites/cart entries and the itinerary ticks as browser storage keeps them (spec §3, §9).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_STORAGE_KEY, ITINERARY_STORAGE_KEY } from '../src/app/constants';
import { cartBadgeText, readStoredItems, storeItems, withListing, withoutListing } from '../src/features/saved/saved-items';
import { isStepDone, itineraryKeys, markStep, readItinerary } from '../src/features/tours/itinerary-progress';

/** Node has no localStorage: a Map behind the same four calls. */
function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear'> {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
    clear: () => values.clear(),
  };
}

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
});

const tour = { type: 'TOUR', id: '7' } as const;
const hotel = { type: 'HOTEL', id: '7' } as const;

describe('saved listings', () => {
  it('adds newest first and never twice for the same type and id', () => {
    const once = withListing([], tour, '2026-01-01T00:00:00.000Z');
    const twice = withListing(once, tour, '2026-01-02T00:00:00.000Z');
    expect(twice).toEqual([{ type: 'TOUR', id: '7', addedAt: '2026-01-01T00:00:00.000Z' }]);
    // The same id of another kind is another listing.
    expect(withListing(twice, hotel, '2026-01-03T00:00:00.000Z').map((item) => item.type)).toEqual(['HOTEL', 'TOUR']);
    expect(withoutListing(withListing(twice, hotel), tour)).toEqual([expect.objectContaining(hotel)]);
  });

  it('reads back what it stored, dropping malformed entries and duplicates', () => {
    storeItems(CART_STORAGE_KEY, withListing([], tour, '2026-01-01T00:00:00.000Z'));
    expect(readStoredItems(CART_STORAGE_KEY)).toEqual([{ type: 'TOUR', id: '7', addedAt: '2026-01-01T00:00:00.000Z' }]);
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify([
        { type: 'TOUR', id: '7', addedAt: 'a' },
        { type: 'TOUR', id: '7', addedAt: 'b' },
        { type: 'SPA', id: '1', addedAt: 'c' },
        { type: 'HOTEL' },
        null,
      ]),
    );
    expect(readStoredItems(CART_STORAGE_KEY)).toEqual([{ type: 'TOUR', id: '7', addedAt: 'a' }]);
    localStorage.setItem(CART_STORAGE_KEY, '{not json');
    expect(readStoredItems(CART_STORAGE_KEY)).toEqual([]);
    storeItems(CART_STORAGE_KEY, []);
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it('caps the cart badge at 99+', () => {
    expect(cartBadgeText(1)).toBe('1');
    expect(cartBadgeText(99)).toBe('99');
    expect(cartBadgeText(100)).toBe('99+');
  });
});

describe('itinerary steps', () => {
  const bookingA = itineraryKeys.booking('JA-7-A');
  const bookingB = itineraryKeys.booking('JA-8-B');

  it('keeps each booking its own ticks, with the day they were ticked', () => {
    const day = new Date('2026-03-04T10:00:00Z');
    markStep(bookingA, 2, true, day);
    markStep(bookingB, 1, true, day);
    const entries = markStep(bookingA, 1, true, day);
    expect(entries).toEqual([
      { step: 1, date: '2026-03-04', completed: true },
      { step: 2, date: '2026-03-04', completed: true },
    ]);
    markStep(bookingA, 2, false, day);
    expect(isStepDone(readItinerary(bookingA), 1)).toBe(true);
    expect(isStepDone(readItinerary(bookingA), 2)).toBe(false);
    expect(readItinerary(bookingB)).toEqual([{ step: 1, date: '2026-03-04', completed: true }]);
    expect(Object.keys(JSON.parse(localStorage.getItem(ITINERARY_STORAGE_KEY)!))).toEqual(['booking:JA-7-A', 'booking:JA-8-B']);
  });

  it('reads nothing from missing or malformed storage', () => {
    expect(readItinerary(bookingA)).toEqual([]);
    localStorage.setItem(ITINERARY_STORAGE_KEY, '[1,2]');
    expect(readItinerary(bookingA)).toEqual([]);
    localStorage.setItem(ITINERARY_STORAGE_KEY, JSON.stringify({ 'booking:JA-7-A': [{ step: 'x' }, { step: 1, date: '2026-03-04', completed: true }] }));
    expect(readItinerary(bookingA)).toEqual([{ step: 1, date: '2026-03-04', completed: true }]);
  });
});
