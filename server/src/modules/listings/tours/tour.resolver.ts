import { Arg, Ctx, Directive, Field, FieldResolver, ID, Int, ObjectType, Query, Resolver, Root } from 'type-graphql';
import type { ApiContext } from '../../../http/api-context.js';
import { INHERIT_CACHE, LIVE_INVENTORY, PUBLIC_LISTING_CACHE } from '../../../graphql/cache-control.js';
import { Connection } from '../../../graphql/connection.js';
import { ListingResolver } from '../listing.resolver.js';
import { Money } from '../money.js';
import type { TourRow } from './tour.service.js';
import { TOUR_ADD_ONS, TourAddOn } from './tour-add-ons.js';
import { Tour, TourDeparture, TourItineraryStep } from './tour.entity.js';
import { ToursArgs, tourListArguments } from './tour.types.js';

@ObjectType({ description: 'A page of tours' })
@Directive(PUBLIC_LISTING_CACHE)
export class TourConnection extends Connection(Tour) {}

@Resolver(() => TourDeparture)
export class TourDepartureResolver {
  @FieldResolver(() => Int, { description: 'Places still free' })
  seatsLeft(@Root() departure: { capacity: number; booked: number }, @Ctx() ctx: ApiContext): number {
    return ctx.services.tours.seatsLeft(departure);
  }
}

@ObjectType({ description: "A step's title and description in one more language, as its partner wrote them" })
@Directive(INHERIT_CACHE)
export class StepTranslation {
  @Field({ description: 'Its language: en, fr, ar or pt' })
  language!: string;

  @Field({ description: 'The title in that language' })
  title!: string;

  @Field({ description: 'The description in that language; empty: travellers read the original' })
  description!: string;
}

@Resolver(() => TourItineraryStep)
export class TourItineraryStepResolver {
  @FieldResolver(() => [StepTranslation], { description: 'Its title and description in the other languages its partner wrote them in' })
  translations(@Root() step: Pick<TourItineraryStep, 'translations'>): StepTranslation[] {
    return Object.entries(step.translations ?? {}).map(([language, texts]) =>
      Object.assign(new StepTranslation(), { language, title: texts?.title ?? '', description: texts?.description ?? '' }),
    );
  }
}

@Resolver(() => Tour)
export class TourResolver extends ListingResolver(Tour, {
  list: 'tours',
  detail: 'tour',
  description: 'Tours of a country: filtered, sorted, paged',
  connection: TourConnection,
  args: ToursArgs,
  parse: tourListArguments.withCountry,
  service: (services) => services.tours,
}) {
  @Query(() => [TourAddOn], { description: 'Extras any tour can be booked with (spec §3)' })
  @Directive(PUBLIC_LISTING_CACHE)
  tourAddOns(): readonly TourAddOn[] {
    return TOUR_ADD_ONS;
  }

  @FieldResolver(() => Money, { description: 'Base price per person, before add-ons' })
  price(@Root() tour: TourRow): Money {
    return Money.of(tour.basePriceMinor, tour.currency);
  }

  @FieldResolver(() => Money, { description: 'Price per person with the chosen add-ons (what a booking charges)' })
  priceWithAddOns(
    @Root() tour: TourRow,
    @Arg('addOns', () => [ID], { description: 'Ids of the chosen add-ons (see addOns)' }) addOns: string[],
    @Ctx() ctx: ApiContext,
  ): Money {
    return ctx.services.tours.priceWithAddOns(tour, addOns);
  }

  @FieldResolver(() => [TourItineraryStep], { description: 'The tour step by step, in order' })
  itinerary(@Root() tour: TourRow, @Ctx() ctx: ApiContext) {
    return ctx.services.tours.itinerary(ctx, tour);
  }

  @FieldResolver(() => [TourDeparture], { description: 'Departures from today on, by date, with seats left now (never cached)' })
  @Directive(LIVE_INVENTORY)
  departures(@Root() tour: TourRow, @Ctx() ctx: ApiContext) {
    return ctx.services.tours.upcomingDepartures(ctx, tour);
  }

  @FieldResolver(() => [TourAddOn], { description: 'Extras a traveller may add, each priced per person' })
  addOns(): readonly TourAddOn[] {
    return TOUR_ADD_ONS;
  }
}
