import { Ctx, Directive, FieldResolver, ObjectType, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../context.js';
import { PUBLIC_LISTING_CACHE } from '../../../graphql/cache-control.js';
import { Connection } from '../../../graphql/connection.js';
import { listingImageUrl } from '../../media/listing-images.js';
import { ListingResolver } from '../listing.resolver.js';
import { Money } from '../money.js';
import { Hotel } from './hotel.entity.js';
import { HotelPolicies, type PolicyColumns, policiesOf } from './hotel-policies.js';
import type { HotelRow } from './hotel.service.js';
import { HotelsArgs, hotelListArguments } from './hotel.types.js';

@ObjectType({ description: 'A page of hotels' })
@Directive(PUBLIC_LISTING_CACHE)
export class HotelConnection extends Connection(Hotel) {}

@Resolver(() => Hotel)
export class HotelResolver extends ListingResolver(Hotel, {
  list: 'hotels',
  detail: 'hotel',
  description: 'Hotels of a country: filtered, sorted, paged',
  connection: HotelConnection,
  args: HotelsArgs,
  parse: hotelListArguments.withCountry,
  service: (services) => services.hotels,
}) {
  @FieldResolver(() => Money, { description: "Price of a night, in the hotel's currency" })
  pricePerNight(@Root() hotel: HotelRow): Money {
    return Money.of(hotel.pricePerNightMinor, hotel.currency);
  }

  @FieldResolver(() => HotelPolicies, { description: 'House rules: check-in and check-out times, children and pets' })
  policies(@Root() hotel: PolicyColumns): HotelPolicies {
    return policiesOf(hotel);
  }

  @FieldResolver(() => [String], { description: 'Absolute URLs of the photos shown after the cover picture, in order' })
  photos(@Root() hotel: Pick<HotelRow, 'photoPaths'>, @Ctx() ctx: RequestContext): string[] {
    return hotel.photoPaths.map((path) => listingImageUrl(ctx.config, path));
  }
}
