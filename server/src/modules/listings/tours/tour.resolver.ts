import { Arg, Args, Ctx, Directive, FieldResolver, ID, Int, ObjectType, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../context.js';
import { PUBLIC_LISTING_CACHE } from '../../../graphql/cache-control.js';
import { Connection } from '../../../graphql/connection.js';
import { ListingResolver } from '../listing.resolver.js';
import type { Row } from '../listing-rows.js';
import { Money } from '../money.js';
import { TOUR_ADD_ONS, TourAddOn } from './tour-add-ons.js';
import { Tour, TourDeparture, TourItineraryStep } from './tour.entity.js';
import { ToursArgs } from './tour.types.js';

@ObjectType()
@Directive(PUBLIC_LISTING_CACHE)
export class TourConnection extends Connection(Tour) {}

@Resolver(() => TourDeparture)
export class TourDepartureResolver {
  @FieldResolver(() => Int, { description: 'Places still free' })
  seatsLeft(@Root() departure: Row<TourDeparture>): number {
    return departure.capacity - departure.booked;
  }
}

@Resolver(() => Tour)
export class TourResolver extends ListingResolver(Tour) {
  @Query(() => TourConnection, { description: 'Tours of a country: filtered, sorted, paged' })
  @Directive(PUBLIC_LISTING_CACHE)
  tours(@Args() args: ToursArgs, @Ctx() ctx: RequestContext) {
    return ctx.services.tours.list(ctx, args);
  }

  @Query(() => Tour, { nullable: true })
  @Directive(PUBLIC_LISTING_CACHE)
  tour(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext) {
    return ctx.services.tours.byId(ctx, id);
  }

  @Query(() => [TourAddOn], { description: 'Extras any tour can be booked with (spec §3)' })
  @Directive(PUBLIC_LISTING_CACHE)
  tourAddOns(): readonly TourAddOn[] {
    return TOUR_ADD_ONS;
  }

  @FieldResolver(() => Money, { description: 'Base price per person, before add-ons' })
  price(@Root() tour: Row<Tour>): Money {
    return Money.of(tour.basePriceMinor, tour.currency);
  }

  @FieldResolver(() => [TourItineraryStep])
  itinerary(@Root() tour: Row<Tour>, @Ctx() ctx: RequestContext) {
    return ctx.services.tours.itinerary(ctx, tour);
  }

  @FieldResolver(() => [TourDeparture], { description: 'Departures from today on, by date' })
  departures(@Root() tour: Row<Tour>, @Ctx() ctx: RequestContext) {
    return ctx.services.tours.upcomingDepartures(ctx, tour);
  }

  @FieldResolver(() => [TourAddOn])
  addOns(): readonly TourAddOn[] {
    return TOUR_ADD_ONS;
  }
}
