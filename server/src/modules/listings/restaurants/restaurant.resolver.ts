import { Ctx, Directive, Field, FieldResolver, Float, ObjectType, Resolver, Root } from 'type-graphql';
import type { ApiContext } from '../../../http/api-context.js';
import { INHERIT_CACHE, LIVE_INVENTORY, PUBLIC_LISTING_CACHE } from '../../../graphql/cache-control.js';
import { Connection } from '../../../graphql/connection.js';
import { ListingResolver } from '../listing.resolver.js';
import { Money } from '../money.js';
import type { RestaurantRow } from './restaurant.service.js';
import { Restaurant, RestaurantTable } from './restaurant.entity.js';
import { menuOf } from './restaurant.menu.js';
import { RestaurantsArgs, restaurantListArguments } from './restaurant.types.js';

@ObjectType({ description: "A dish or drink of a restaurant's menu, to pre-order with a table" })
@Directive(INHERIT_CACHE)
export class MenuItem {
  @Field({ description: 'A stable id: what a pre-order names, and what the web translates the name by' })
  code!: string;

  @Field({ description: 'The name, in English' })
  name!: string;

  @Field({ description: 'What it is, in English' })
  description!: string;

  @Field(() => Money, { description: 'What one costs: 5 to 16 US dollars' })
  price!: Money;
}

@ObjectType({ description: 'A page of restaurants' })
@Directive(PUBLIC_LISTING_CACHE)
export class RestaurantConnection extends Connection(Restaurant) {}

@Resolver(() => Restaurant)
export class RestaurantResolver extends ListingResolver(Restaurant, {
  list: 'restaurants',
  detail: 'restaurant',
  description: 'Restaurants of a country: filtered, sorted, paged',
  connection: RestaurantConnection,
  args: RestaurantsArgs,
  parse: restaurantListArguments.withCountry,
  service: (services) => services.restaurants,
}) {
  @FieldResolver(() => Float, { description: 'Guest rating, 0 to 5 with one decimal' })
  rating(@Root() restaurant: RestaurantRow, @Ctx() ctx: ApiContext): number {
    return ctx.services.restaurants.rating(restaurant);
  }

  @FieldResolver(() => Money, { description: 'Average spend per person' })
  averagePrice(@Root() restaurant: RestaurantRow): Money {
    return Money.of(restaurant.averagePriceMinor, restaurant.currency);
  }

  @FieldResolver(() => [MenuItem], { description: 'Dishes and drinks travellers can pre-order with a table, at the prices a booking charges' })
  menu(@Root() restaurant: RestaurantRow): MenuItem[] {
    return menuOf(restaurant.id).map(({ priceMinor, ...item }) => ({ ...item, price: Money.of(priceMinor, restaurant.currency) }));
  }

  @FieldResolver(() => [RestaurantTable], { description: 'Tables of the floor plan, as the manager has just arranged them (never cached)' })
  @Directive(LIVE_INVENTORY)
  floorPlan(@Root() restaurant: RestaurantRow, @Ctx() ctx: ApiContext) {
    return ctx.services.restaurants.floorPlan(ctx, restaurant);
  }
}
