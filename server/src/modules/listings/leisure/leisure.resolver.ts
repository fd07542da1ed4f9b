import { Arg, Args, Ctx, Directive, FieldResolver, ID, ObjectType, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../context.js';
import { PUBLIC_LISTING_CACHE } from '../../../graphql/cache-control.js';
import { Connection } from '../../../graphql/connection.js';
import { ListingResolver } from '../listing.resolver.js';
import type { Row } from '../listing-rows.js';
import { Money } from '../money.js';
import { LeisureVenue } from './leisure.entity.js';
import { hoursAndMinutes } from './leisure.service.js';
import { LeisureVenuesArgs } from './leisure.types.js';

@ObjectType()
@Directive(PUBLIC_LISTING_CACHE)
export class LeisureVenueConnection extends Connection(LeisureVenue) {}

@Resolver(() => LeisureVenue)
export class LeisureVenueResolver extends ListingResolver(LeisureVenue) {
  @Query(() => LeisureVenueConnection, { description: 'Leisure venues of a country: filtered, sorted, paged' })
  @Directive(PUBLIC_LISTING_CACHE)
  leisureVenues(@Args() args: LeisureVenuesArgs, @Ctx() ctx: RequestContext) {
    return ctx.services.leisure.list(ctx, args);
  }

  @Query(() => LeisureVenue, { nullable: true })
  @Directive(PUBLIC_LISTING_CACHE)
  leisureVenue(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext) {
    return ctx.services.leisure.byId(ctx, id);
  }

  @FieldResolver(() => String, { description: 'Local opening time, HH:MM' })
  openTime(@Root() venue: Row<LeisureVenue>): string {
    return hoursAndMinutes(venue.openTime);
  }

  @FieldResolver(() => String, { description: 'Local closing time, HH:MM (earlier than openTime: after midnight)' })
  closeTime(@Root() venue: Row<LeisureVenue>): string {
    return hoursAndMinutes(venue.closeTime);
  }

  @FieldResolver(() => Boolean, { description: "Open at this moment, in the country's local time" })
  openNow(@Root() venue: Row<LeisureVenue>, @Ctx() ctx: RequestContext): boolean {
    return ctx.services.leisure.isOpenNow(venue);
  }

  @FieldResolver(() => Money, { description: 'Entry or average spend per person' })
  entryPrice(@Root() venue: Row<LeisureVenue>): Money {
    return Money.of(venue.entryPriceMinor, venue.currency);
  }
}
