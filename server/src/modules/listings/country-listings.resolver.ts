// The country switch in one request (DESIGN §3): `country(code) { cities metrics hotels tours ... }`.
// Each field takes the same filters, sort and paging as its root query and calls the same service.
import { Args, Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { ApiContext } from '../../http/api-context.js';
import { parseArgs } from '../../graphql/arguments.js';
import { Country } from '../countries/country.entity.js';
import { Metrics } from '../countries/metrics.types.js';
import { HotelConnection } from './hotels/hotel.resolver.js';
import { HotelListArgs, hotelListArguments } from './hotels/hotel.types.js';
import { LeisureVenueConnection } from './leisure/leisure.resolver.js';
import { LeisureListArgs, leisureListArguments } from './leisure/leisure.types.js';
import { RestaurantConnection } from './restaurants/restaurant.resolver.js';
import { RestaurantListArgs, restaurantListArguments } from './restaurants/restaurant.types.js';
import { TourConnection } from './tours/tour.resolver.js';
import { TourListArgs, tourListArguments } from './tours/tour.types.js';
import { TransportServiceConnection } from './transport/transport.resolver.js';
import { RideListArgs, rideListArguments } from './transport/transport.types.js';

@Resolver(() => Country)
export class CountryListingsResolver {
  @FieldResolver(() => Metrics, { description: 'Homepage figures for this country' })
  metrics(@Root() country: Country, @Ctx() ctx: ApiContext): Promise<Metrics> {
    return ctx.services.metrics.forCountry(ctx, country.code);
  }

  @FieldResolver(() => HotelConnection, { description: "The country's hotels, filtered, sorted and paged" })
  hotels(@Root() country: Country, @Args() args: HotelListArgs, @Ctx() ctx: ApiContext) {
    return ctx.services.hotels.list(ctx, { ...parseArgs(hotelListArguments.ofCountry, args), country: country.code });
  }

  @FieldResolver(() => TourConnection, { description: "The country's tours, filtered, sorted and paged" })
  tours(@Root() country: Country, @Args() args: TourListArgs, @Ctx() ctx: ApiContext) {
    return ctx.services.tours.list(ctx, { ...parseArgs(tourListArguments.ofCountry, args), country: country.code });
  }

  @FieldResolver(() => RestaurantConnection, { description: "The country's restaurants, filtered, sorted and paged" })
  restaurants(@Root() country: Country, @Args() args: RestaurantListArgs, @Ctx() ctx: ApiContext) {
    return ctx.services.restaurants.list(ctx, { ...parseArgs(restaurantListArguments.ofCountry, args), country: country.code });
  }

  @FieldResolver(() => LeisureVenueConnection, { description: "The country's leisure venues, filtered, sorted and paged" })
  leisureVenues(@Root() country: Country, @Args() args: LeisureListArgs, @Ctx() ctx: ApiContext) {
    return ctx.services.leisure.list(ctx, { ...parseArgs(leisureListArguments.ofCountry, args), country: country.code });
  }

  @FieldResolver(() => TransportServiceConnection, { description: "The country's rides, filtered, sorted and paged" })
  rides(@Root() country: Country, @Args() args: RideListArgs, @Ctx() ctx: ApiContext) {
    return ctx.services.rides.list(ctx, { ...parseArgs(rideListArguments.ofCountry, args), country: country.code });
  }
}
