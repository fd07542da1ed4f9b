import { Arg, Args, Ctx, Directive, FieldResolver, ID, ObjectType, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../context.js';
import { PUBLIC_LISTING_CACHE } from '../../../graphql/cache-control.js';
import { Connection } from '../../../graphql/connection.js';
import { ListingResolver } from '../listing.resolver.js';
import type { Row } from '../listing-rows.js';
import { Money } from '../money.js';
import { TransportService, Vehicle } from './transport.entity.js';
import { RidesArgs } from './transport.types.js';

@ObjectType()
@Directive(PUBLIC_LISTING_CACHE)
export class TransportServiceConnection extends Connection(TransportService) {}

@Resolver(() => TransportService)
export class RideResolver extends ListingResolver(TransportService) {
  @Query(() => TransportServiceConnection, { description: 'Rides (transport services) of a country: filtered, sorted, paged' })
  @Directive(PUBLIC_LISTING_CACHE)
  rides(@Args() args: RidesArgs, @Ctx() ctx: RequestContext) {
    return ctx.services.rides.list(ctx, args);
  }

  @Query(() => TransportService, { nullable: true })
  @Directive(PUBLIC_LISTING_CACHE)
  ride(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext) {
    return ctx.services.rides.byId(ctx, id);
  }

  @FieldResolver(() => Money)
  pricePerDay(@Root() ride: Row<TransportService>): Money {
    return Money.of(ride.pricePerDayMinor, ride.currency);
  }

  @FieldResolver(() => [Vehicle], { description: 'The fleet' })
  vehicles(@Root() ride: Row<TransportService>, @Ctx() ctx: RequestContext) {
    return ctx.services.rides.vehicles(ctx, ride);
  }
}
