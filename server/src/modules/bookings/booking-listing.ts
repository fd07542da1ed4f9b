// A booking's listing as an object (not a bare id): one `where id in (...)` per listing type per request.
import DataLoader from 'dataloader';
import { createUnionType } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { Hotel } from '../listings/hotels/hotel.entity.js';
import { LeisureVenue } from '../listings/leisure/leisure.entity.js';
import { Restaurant } from '../listings/restaurants/restaurant.entity.js';
import { Tour } from '../listings/tours/tour.entity.js';
import { TransportService } from '../listings/transport/transport.entity.js';
import { type Booking, BookingType } from './booking.entity.js';

/** A function, not a constant: the listing modules and this one import each other, so classes are read late. */
const entityOf = (type: BookingType) =>
  ({
    [BookingType.HOTEL]: Hotel,
    [BookingType.TOUR]: Tour,
    [BookingType.RESTAURANT]: Restaurant,
    [BookingType.LEISURE]: LeisureVenue,
    [BookingType.TRANSPORT]: TransportService,
  })[type];

type BookedListing = Hotel | Tour | Restaurant | LeisureVenue | TransportService;

export const BookingListing = createUnionType({
  name: 'BookingListing',
  description: 'What was booked: a hotel, tour, restaurant, leisure venue or transport service',
  types: () => [Hotel, Tour, Restaurant, LeisureVenue, TransportService] as const,
  // No resolveType of ours: type-graphql's own is synchronous (instanceof), which the compiled executor needs.
});

/** Per request, so nothing outlives what it read. */
const loadersByRequest = new WeakMap<RequestContext, Map<BookingType, DataLoader<number, BookedListing | null>>>();

/** The listing as it is now (null once removed); listings a page of bookings names are read together. */
export function bookedListing(ctx: RequestContext, booking: Booking): Promise<BookedListing | null> {
  const loaders = loadersByRequest.get(ctx) ?? new Map();
  loadersByRequest.set(ctx, loaders);
  let loader = loaders.get(booking.type);
  if (!loader) {
    const entity = entityOf(booking.type) as new () => BookedListing;
    loader = new DataLoader<number, BookedListing | null>(async (ids) => {
      const found = await ctx.em.find(entity, { id: { $in: [...ids] } } as never);
      const byId = new Map(found.map((listing) => [listing.id, listing]));
      return ids.map((id) => byId.get(id) ?? null);
    });
    loaders.set(booking.type, loader);
  }
  return loader.load(booking.listingId);
}
