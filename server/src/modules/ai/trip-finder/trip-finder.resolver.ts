import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { ApiContext } from '../../../http/api-context.js';
import { commandOf } from '../../../graphql/arguments.js';
import { payloadOf, userErrorOf } from '../../../graphql/user-error.js';
import { type PackageBooking, packageBooking, packageConfirmation } from './trip-finder.service.js';
import { TripPackageBookInput, TripPackageBookPayload, TripPackageConfirmInput, TripPackageInput, TripPlan, tripPlanOf } from './trip-finder.types.js';
import { tripRequestSchema } from './trip-request.js';
import { bookedTogether } from '../../bookings/booking-group.js';

/** Not cached: availability changes with every booking. */
@Resolver()
export class TripFinderResolver {
  @Query(() => TripPlan, { description: 'The AI finder: the best package of available listings for the request, with its itinerary' })
  async tripPackage(@Arg('input') input: TripPackageInput, @Ctx() ctx: ApiContext): Promise<TripPlan> {
    return tripPlanOf(await ctx.services.tripFinder.find(ctx, commandOf(tripRequestSchema, input)));
  }

  @Mutation(() => TripPackageBookPayload, {
    description: 'Holds every part of a package, then books them all; if one is gone, books nothing and offers a replacement',
  })
  tripPackageBook(@Arg('input') input: TripPackageBookInput, @Ctx() ctx: ApiContext) {
    return payloadOf(TripPackageBookPayload, async () => payloadOfOutcome(await ctx.services.tripFinder.book(ctx, commandOf(packageBooking, input))));
  }

  @Mutation(() => TripPackageBookPayload, {
    description: "'Book this package' review: holds every part, priced line by line, for the hold's time; tripPackageConfirm books them",
  })
  tripPackageHold(@Arg('input') input: TripPackageBookInput, @Ctx() ctx: ApiContext) {
    return payloadOf(TripPackageBookPayload, async () => payloadOfOutcome(await ctx.services.tripFinder.hold(ctx, commandOf(packageBooking, input))));
  }

  @Mutation(() => TripPackageBookPayload, { description: 'Pays for and confirms every held part of a reviewed package, or none' })
  tripPackageConfirm(@Arg('input') input: TripPackageConfirmInput, @Ctx() ctx: ApiContext) {
    return payloadOf(TripPackageBookPayload, async () =>
      bookedTogether((await ctx.services.tripFinder.confirm(ctx, commandOf(packageConfirmation, input))).bookings),
    );
  }
}

function payloadOfOutcome(outcome: PackageBooking) {
  if (outcome.booked) return bookedTogether(outcome.bookings);
  return { userErrors: [userErrorOf(outcome.error)], replacement: tripPlanOf(outcome.replacement) };
}
