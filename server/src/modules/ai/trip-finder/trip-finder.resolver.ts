import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { ApiContext } from '../../../http/api-context.js';
import { commandOf } from '../../../graphql/arguments.js';
import { payloadOf } from '../../../graphql/user-error.js';
import { packageBooking } from './trip-finder.service.js';
import { TripPackageBookInput, TripPackageBookPayload, TripPackageInput, TripPlan, tripPlanOf } from './trip-finder.types.js';
import { tripRequestSchema } from './trip-request.js';

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
    return payloadOf(TripPackageBookPayload, async () => {
      const outcome = await ctx.services.tripFinder.book(ctx, commandOf(packageBooking, input));
      if (outcome.booked) return { bookings: outcome.bookings };
      const { code, field, message } = outcome.error;
      return { userErrors: [{ code, field: field ?? null, message }], replacement: tripPlanOf(outcome.replacement) };
    });
  }
}
