import { Ctx, Directive, FieldResolver, ObjectType, Resolver, Root } from 'type-graphql';
import type { ApiContext } from '../../../http/api-context.js';
import { PUBLIC_LISTING_CACHE } from '../../../graphql/cache-control.js';
import { Connection } from '../../../graphql/connection.js';
import { ListingResolver } from '../listing.resolver.js';
import { Money } from '../money.js';
import type { RideRow } from './transport.service.js';
import { TransportService, Vehicle } from './transport.entity.js';
import { RidesArgs, rideListArguments } from './transport.types.js';

@ObjectType({ description: 'A page of rides' })
@Directive(PUBLIC_LISTING_CACHE)
export class TransportServiceConnection extends Connection(TransportService) {}

@Resolver(() => TransportService)
export class RideResolver extends ListingResolver(TransportService, {
  list: 'rides',
  detail: 'ride',
  description: 'Rides (transport services) of a country: filtered, sorted, paged',
  connection: TransportServiceConnection,
  args: RidesArgs,
  parse: rideListArguments.withCountry,
  service: (services) => services.rides,
}) {
  @FieldResolver(() => Money, { description: "Price of a day, in the ride's currency" })
  pricePerDay(@Root() ride: RideRow): Money {
    return Money.of(ride.pricePerDayMinor, ride.currency);
  }

  @FieldResolver(() => [Vehicle], { description: 'The fleet' })
  vehicles(@Root() ride: RideRow, @Ctx() ctx: ApiContext) {
    return ctx.services.rides.vehicles(ctx, ride);
  }
}
