// Verified reviews: only the traveller of a completed booking may review it, once. Listings read their
// rating and count from these (review-summary.ts).
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import DataLoader from 'dataloader';
import { z } from 'zod';
import type { RequestContext } from '../../context.js';
import { DomainError } from '../../errors.js';
import { text, wholeNumber } from '../../validation.js';
import { Booking } from '../bookings/booking.entity.js';
import { BookingLifecycle, lifecycleOf } from '../bookings/booking-lifecycle.js';
import type { BookingType } from '../bookings/booking.entity.js';
import { User } from '../users/user.entity.js';
import { Review } from './review.entity.js';

const reviewLoaders = new WeakMap<RequestContext, DataLoader<string, Review | null>>();

/** A review as the traveller writes it; parsed where it arrives (review.resolver.ts). */
export const newReview = z.object({
  reference: text(40).transform((value) => value.trim().toUpperCase()),
  rating: wholeNumber(1, 5),
  text: text(4000).transform((value) => value.trim()),
});

export type NewReview = z.output<typeof newReview>;

export class ReviewService {
  async create(ctx: RequestContext, { reference, rating, text: body }: NewReview): Promise<Review> {
    if (!ctx.viewer) throw new DomainError('UNAUTHENTICATED', 'Please sign in first.');
    if (body.length < 2) throw new DomainError('BAD_USER_INPUT', 'Please write a few words about your experience.', 'text');
    const booking = await ctx.em.findOne(Booking, { reference, user: ctx.viewer.id });
    // Another account's booking reads as unknown: references are not confirmed to strangers.
    if (!booking) throw new DomainError('NOT_FOUND', 'Booking not found', 'reference');
    if (lifecycleOf(booking) !== BookingLifecycle.COMPLETED)
      throw new DomainError('BAD_USER_INPUT', 'You can review a booking once it is completed.', 'reference');
    const user = await ctx.em.findOneOrFail(User, ctx.viewer.id);
    try {
      return await ctx.em.transactional(async (tx) => {
        if (await tx.count(Review, { booking: booking.id })) throw new DomainError('CONFLICT', 'You have already reviewed this booking.', 'reference');
        return tx.create(Review, {
          booking: booking.id,
          user: user.id,
          listingType: booking.type,
          listingId: booking.listingId,
          rating,
          text: body,
          authorName: user.firstName || user.username,
        });
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new DomainError('CONFLICT', 'You have already reviewed this booking.', 'reference');
      throw error;
    }
  }

  /** A listing's reviews, newest first. */
  forListing(ctx: RequestContext, type: BookingType, listingId: number, limit: number): Promise<Review[]> {
    return ctx.em.find(Review, { listingType: type, listingId }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit });
  }

  /** The booking's review, when one was written; batched, so a list of bookings costs one statement. */
  forBooking(ctx: RequestContext, bookingId: string): Promise<Review | null> {
    let loader = reviewLoaders.get(ctx);
    if (!loader) {
      loader = new DataLoader<string, Review | null>(async (ids) => {
        const reviews = await ctx.em.find(Review, { booking: { $in: [...ids] } });
        const byBooking = new Map(reviews.map((review) => [review.booking.id, review]));
        return ids.map((id) => byBooking.get(id) ?? null);
      });
      reviewLoaders.set(ctx, loader);
    }
    return loader.load(bookingId);
  }
}
