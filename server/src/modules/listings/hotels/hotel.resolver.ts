import { Args, Ctx, Directive, FieldResolver, ID, Arg, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { PUBLIC_LISTING_CACHE } from '../../../graphql/cache-control.js';
import type { RequestContext } from '../../../context.js';
import { Connection } from '../../../graphql/connection.js';
import { ListingResolver } from '../listing.resolver.js';
import type { Row } from '../listing-rows.js';
import { Money } from '../money.js';
import { Hotel } from './hotel.entity.js';
import { HotelsArgs } from './hotel.types.js';

@ObjectType()
@Directive(PUBLIC_LISTING_CACHE)
export class HotelConnection extends Connection(Hotel) {}

@Resolver(() => Hotel)
export class HotelResolver extends ListingResolver(Hotel) {
  @Query(() => HotelConnection, { description: 'Hotels of a country: filtered, sorted, paged' })
  @Directive(PUBLIC_LISTING_CACHE)
  hotels(@Args() args: HotelsArgs, @Ctx() ctx: RequestContext) {
    return ctx.services.hotels.list(ctx, args);
  }

  @Query(() => Hotel, { nullable: true })
  @Directive(PUBLIC_LISTING_CACHE)
  hotel(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext) {
    return ctx.services.hotels.byId(ctx, id);
  }

  @FieldResolver(() => Money)
  pricePerNight(@Root() hotel: Row<Hotel>): Money {
    return Money.of(hotel.pricePerNightMinor, hotel.currency);
  }
}
