// A booking's listing as an object (not a bare id): one `where id in (...)` per listing type per request.
import DataLoader from 'dataloader';
import { createUnionType } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { kindOf, listingKinds } from '../listings/kind-registry.js';
import type { Listing } from '../listings/listing.entity.js';
import type { Booking, BookingType } from './booking.entity.js';

export const BookingListing = createUnionType({
  name: 'BookingListing',
  description: 'What was booked: a hotel, tour, restaurant, leisure venue or transport service',
  types: () => listingKinds().map((kind) => kind.entity()),
  // No resolveType of ours: type-graphql's own is synchronous (instanceof), which the compiled executor needs.
});

/** Per request, so nothing outlives what it read. */
const loadersByRequest = new WeakMap<RequestContext, Map<BookingType, DataLoader<number, Listing | null>>>();

/** The listing as it is now (null once removed); listings a page of bookings names are read together. */
export function bookedListing(ctx: RequestContext, booking: Booking): Promise<Listing | null> {
  const loaders = loadersByRequest.get(ctx) ?? new Map();
  loadersByRequest.set(ctx, loaders);
  let loader = loaders.get(booking.type);
  if (!loader) {
    const entity = kindOf(booking.type).entity();
    loader = new DataLoader<number, Listing | null>(async (ids) => {
      const found = await ctx.em.find(entity, { id: { $in: [...ids] } });
      const byId = new Map(found.map((listing) => [listing.id, listing]));
      return ids.map((id) => byId.get(id) ?? null);
    });
    loaders.set(booking.type, loader);
  }
  return loader.load(booking.listingId);
}
