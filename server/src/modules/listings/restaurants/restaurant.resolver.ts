import { Arg, Args, Ctx, Directive, FieldResolver, Float, ID, ObjectType, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../context.js';
import { PUBLIC_LISTING_CACHE } from '../../../graphql/cache-control.js';
import { Connection } from '../../../graphql/connection.js';
import { ListingResolver } from '../listing.resolver.js';
import type { Row } from '../listing-rows.js';
import { Money } from '../money.js';
import { Restaurant, RestaurantTable } from './restaurant.entity.js';
import { RestaurantsArgs } from './restaurant.types.js';

@ObjectType()
@Directive(PUBLIC_LISTING_CACHE)
export class RestaurantConnection extends Connection(Restaurant) {}

@Resolver(() => Restaurant)
export class RestaurantResolver extends ListingResolver(Restaurant) {
  @Query(() => RestaurantConnection, { description: 'Restaurants of a country: filtered, sorted, paged' })
  @Directive(PUBLIC_LISTING_CACHE)
  restaurants(@Args() args: RestaurantsArgs, @Ctx() ctx: RequestContext) {
    return ctx.services.restaurants.list(ctx, args);
  }

  @Query(() => Restaurant, { nullable: true })
  @Directive(PUBLIC_LISTING_CACHE)
  restaurant(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext) {
    return ctx.services.restaurants.byId(ctx, id);
  }

  @FieldResolver(() => Float, { description: 'Guest rating, 0 to 5 with one decimal' })
  rating(@Root() restaurant: Row<Restaurant>, @Ctx() ctx: RequestContext): number {
    return ctx.services.restaurants.rating(restaurant);
  }

  @FieldResolver(() => Money, { description: 'Average spend per person' })
  averagePrice(@Root() restaurant: Row<Restaurant>): Money {
    return Money.of(restaurant.averagePriceMinor, restaurant.currency);
  }

  @FieldResolver(() => [RestaurantTable], { description: 'Tables of the floor plan' })
  floorPlan(@Root() restaurant: Row<Restaurant>, @Ctx() ctx: RequestContext) {
    return ctx.services.restaurants.floorPlan(ctx, restaurant);
  }
}
