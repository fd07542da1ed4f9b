import { Arg, Authorized, Ctx, Directive, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { PUBLIC_LISTING_CACHE } from '../../graphql/cache-control.js';
import type { ApiContext } from '../../http/api-context.js';
import { payloadOf } from '../../graphql/user-error.js';
import { Booking, BookingType } from '../bookings/booking.entity.js';
import { listingKinds } from '../listings/kind-registry.js';
import { Review } from './review.entity.js';
import { ReviewSummary, reviewSummaryOf } from './review-summary.js';
import { ReviewCreateInput, ReviewPayload } from './review.types.js';
import { commandOf } from '../../graphql/arguments.js';
import { newReview } from './review.service.js';

@Resolver(() => Review)
export class ReviewResolver {
  @Authorized()
  @Mutation(() => ReviewPayload, { description: 'Reviews a completed booking of the viewer, once' })
  reviewCreate(@Arg('input') input: ReviewCreateInput, @Ctx() ctx: ApiContext) {
    return payloadOf(ReviewPayload, async () => ({ review: await ctx.services.reviews.create(ctx, commandOf(newReview, input)) }));
  }

  @Query(() => [Review], { description: "A listing's verified reviews, newest first" })
  @Directive(PUBLIC_LISTING_CACHE)
  reviews(
    @Arg('type', () => BookingType) type: BookingType,
    @Arg('listingId', () => ID) listingId: string,
    @Arg('first', () => Int, { defaultValue: 20 }) first: number,
    @Ctx() ctx: ApiContext,
  ) {
    const id = Number(listingId);
    return Number.isSafeInteger(id) && id > 0 ? ctx.services.reviews.forListing(ctx, type, id, Math.min(Math.max(first, 1), 100)) : [];
  }
}

@Resolver(() => Booking)
export class BookingReviewResolver {
  @FieldResolver(() => Review, { nullable: true, description: 'The review left for this booking' })
  review(@Root() booking: Booking, @Ctx() ctx: ApiContext) {
    return ctx.services.reviews.forBooking(ctx, booking.id);
  }
}

/** `reviewSummary` on each listing type: null until the listing has a verified review (the spec's placeholders then). */
function summaryResolver<T extends { id: number }>(listingType: new () => T, type: BookingType) {
  @Resolver(() => listingType)
  class ListingReviewSummaryResolver {
    @FieldResolver(() => ReviewSummary, { nullable: true, description: 'Rating and count from verified reviews; null when there are none' })
    reviewSummary(@Root() listing: T, @Ctx() ctx: ApiContext) {
      return reviewSummaryOf(ctx, type, listing.id);
    }
  }
  return ListingReviewSummaryResolver;
}

/** One per registered kind, made when the schema is built. */
export const listingReviewResolvers = () => listingKinds().map((kind) => summaryResolver(kind.entity(), kind.type));
