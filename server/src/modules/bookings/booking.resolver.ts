import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { ApiContext } from '../../http/api-context.js';
import { payloadOf } from '../../graphql/user-error.js';
import { commandOf } from '../../graphql/arguments.js';
import { Money } from '../listings/money.js';
import { Booking, BookingStatus, BookingType } from './booking.entity.js';
import { BookingLifecycle, lifecycleOf } from './booking-lifecycle.js';
import { itineraryOf, itineraryStepChange, setItineraryStep } from './booking-itinerary.js';
import { BookingListing, bookedListing } from './booking-listing.js';
import { cancellationQuote } from './booking-cancellation.js';
import { readConfirmBooking, readCreateBooking, readPlaceBooking, readReference } from './booking-input.js';
import { readModifyBooking } from './booking-modify.js';
import { loyaltyOf, pointsFor } from './loyalty.js';
import {
  BookingCancelInput,
  BookingCancellation,
  BookingCancellationQuote,
  BookingChoices,
  BookingConfirmInput,
  BookingCreateInput,
  BookingGuestLinkInput,
  BookingGuestLinkPayload,
  BookingGuestOpenPayload,
  BookingHoldInput,
  BookingItineraryStep,
  BookingItineraryStepInput,
  BookingModificationQuote,
  BookingModifyInput,
  BookingModifyPreviewInput,
  BookingPayload,
  BookingReleaseHoldInput,
  LoyaltyBalance,
  PriceLineItem,
} from './booking.types.js';
import { TAXES_AND_FEES_PERCENT, priceLinesOf } from './booking-pricing.js';

@Resolver(() => Booking)
export class BookingResolver {
  @Mutation(() => BookingPayload, { description: 'Holds the room, places, table or vehicle for the last checkout step (BOOKING_HOLD_MINUTES)' })
  bookingHold(@Arg('input') input: BookingHoldInput, @Ctx() ctx: ApiContext) {
    return payloadOf(BookingPayload, async () => ({ booking: await ctx.services.bookings.hold(ctx, readPlaceBooking(input)) }));
  }

  @Mutation(() => BookingPayload, { description: 'Pays for a held booking and confirms it' })
  bookingConfirm(@Arg('input') input: BookingConfirmInput, @Ctx() ctx: ApiContext) {
    return payloadOf(BookingPayload, async () => ({ booking: await ctx.services.bookings.confirm(ctx, readConfirmBooking(input)) }));
  }

  @Mutation(() => BookingPayload, { description: 'Books in one step: claims, pays and confirms' })
  bookingCreate(@Arg('input') input: BookingCreateInput, @Ctx() ctx: ApiContext) {
    return payloadOf(BookingPayload, async () => ({ booking: await ctx.services.bookings.create(ctx, readCreateBooking(input)) }));
  }

  @Mutation(() => BookingPayload, { description: 'Lets go of a hold before it lapses' })
  bookingReleaseHold(@Arg('input') input: BookingReleaseHoldInput, @Ctx() ctx: ApiContext) {
    return payloadOf(BookingPayload, async () => ({ booking: await ctx.services.bookings.releaseHold(ctx, readReference(input)) }));
  }

  @Mutation(() => BookingPayload, { description: 'Cancels under the policy of spec §9 and refunds what it allows' })
  bookingCancel(@Arg('input') input: BookingCancelInput, @Ctx() ctx: ApiContext) {
    return payloadOf(BookingPayload, async () => ({ booking: await ctx.services.bookings.cancel(ctx, readReference(input)) }));
  }

  @Authorized()
  @Mutation(() => BookingPayload, { description: "Attaches a guest booking made with the viewer's e-mail to the account" })
  bookingAttach(@Arg('reference') reference: string, @Ctx() ctx: ApiContext) {
    return payloadOf(BookingPayload, async () => ({ booking: await ctx.services.bookings.attach(ctx, readReference({ reference })) }));
  }

  @Mutation(() => BookingPayload, { description: 'Changes dates, rooms, party or time where inventory allows; the price difference is charged or refunded' })
  bookingModify(@Arg('input') input: BookingModifyInput, @Ctx() ctx: ApiContext) {
    return payloadOf(BookingPayload, async () => ({ booking: await ctx.services.bookings.modify(ctx, readModifyBooking(input)) }));
  }

  @Query(() => BookingModificationQuote, { description: 'What a modification would cost, tried against the inventory; nothing changes' })
  async bookingModifyPreview(@Arg('input') input: BookingModifyPreviewInput, @Ctx() ctx: ApiContext): Promise<BookingModificationQuote> {
    const quote = await ctx.services.bookings.previewModify(ctx, readModifyBooking(input));
    const currency = quote.booking.currency;
    return Object.assign(new BookingModificationQuote(), quote, {
      newTotal: Money.of(quote.newTotalMinor, currency),
      difference: Money.of(quote.differenceMinor, currency),
      refund: Money.of(quote.refundMinor, currency),
      policyCase: quote.refundPolicy.policyCase,
      refundOutcome: quote.refundPolicy.decision.outcome,
      refundReason: quote.refundPolicy.decision.reason,
    });
  }

  @Mutation(() => BookingGuestLinkPayload, {
    description: 'E-mails a one-time link to a guest booking when the reference and e-mail match; answers the same either way',
  })
  bookingGuestLinkRequest(@Arg('input') input: BookingGuestLinkInput, @Ctx() ctx: ApiContext) {
    return payloadOf(BookingGuestLinkPayload, async () => {
      await ctx.services.guestAccess.requestLink(ctx, readReference(input));
      return { sent: true };
    });
  }

  @Mutation(() => BookingGuestOpenPayload, { description: 'Opens a guest booking with its e-mailed link (once)' })
  bookingGuestOpen(@Arg('token') token: string, @Ctx() ctx: ApiContext) {
    return payloadOf(BookingGuestOpenPayload, () => ctx.services.guestAccess.open(ctx, token));
  }

  @Mutation(() => BookingPayload, { description: 'Cancels the guest booking an action token of bookingGuestOpen was given for' })
  bookingGuestCancel(@Arg('actionToken') actionToken: string, @Ctx() ctx: ApiContext) {
    return payloadOf(BookingPayload, async () => ({ booking: await ctx.services.guestAccess.cancel(ctx, actionToken) }));
  }

  @Authorized()
  @Query(() => [Booking], { description: "The viewer's bookings, newest first, by spec §4 status and type" })
  myBookings(
    @Arg('first', () => Int, { defaultValue: 50 }) first: number,
    @Arg('status', () => BookingLifecycle, { nullable: true }) status: BookingLifecycle | null,
    @Arg('type', () => BookingType, { nullable: true }) type: BookingType | null,
    @Ctx() ctx: ApiContext,
  ) {
    return ctx.services.bookings.mine(ctx, { limit: Math.min(Math.max(first, 1), 100), status, type });
  }

  @Authorized()
  @Query(() => LoyaltyBalance, { description: "The viewer's loyalty points and their history" })
  async myLoyalty(@Ctx() ctx: ApiContext) {
    const { balance, entries } = await loyaltyOf(ctx.em, ctx.viewer!.id);
    return Object.assign(new LoyaltyBalance(), { points: balance, entries });
  }

  @Query(() => Booking, { nullable: true, description: "The viewer's booking, or a guest booking given its e-mail; null for anything else" })
  booking(@Arg('reference') reference: string, @Arg('email', () => String, { nullable: true }) email: string | null, @Ctx() ctx: ApiContext) {
    return ctx.services.bookings.byReference(ctx, readReference({ reference, email }));
  }

  @FieldResolver(() => BookingListing, { nullable: true, description: 'What was booked, as it is now; null once the listing is gone' })
  listing(@Root() booking: Booking, @Ctx() ctx: ApiContext) {
    return bookedListing(ctx, booking);
  }

  @FieldResolver(() => BookingLifecycle, {
    description: 'Spec §4 status from the dates: confirmed, upcoming (within 7 days or under way), completed, cancelled',
  })
  lifecycle(@Root() booking: Booking): BookingLifecycle {
    return lifecycleOf(booking);
  }

  @FieldResolver(() => Money, { description: 'Computed by the server when booked' })
  total(@Root() booking: Booking): Money {
    return Money.of(booking.totalMinor, booking.currency);
  }

  @FieldResolver(() => [PriceLineItem], { description: 'What the total is made of, taxes and fees included: the lines add up to total exactly' })
  lineItems(@Root() booking: Booking): PriceLineItem[] {
    return priceLinesOf(booking).map((line) => PriceLineItem.of(line, booking.currency, TAXES_AND_FEES_PERCENT));
  }

  @FieldResolver(() => Int, { description: 'Points the booking earns its account once confirmed (10%); 0 for guests and once cancelled (taken back)' })
  loyaltyPoints(@Root() booking: Booking): number {
    return booking.user && booking.status !== BookingStatus.CANCELLED ? pointsFor(booking.totalMinor) : 0;
  }

  @FieldResolver(() => String, { description: 'The e-mail the confirmation goes to' })
  email(@Root() booking: Booking): string {
    return booking.email;
  }

  @FieldResolver(() => BookingCancellation, { nullable: true, description: 'How and when it was cancelled, with the refund; null while it stands' })
  cancellation(@Root() booking: Booking): BookingCancellation | null {
    const cancelled = booking.details.cancellation as
      | { policyCase: string; outcome: string; reason: string; refundMinor: number; cancelledAt: string }
      | undefined;
    if (!cancelled) return null;
    const { refundMinor, cancelledAt, ...rule } = cancelled;
    return Object.assign(new BookingCancellation(), rule, { refund: Money.of(refundMinor, booking.currency), cancelledAt: new Date(cancelledAt) });
  }

  @FieldResolver(() => [BookingItineraryStep], { nullable: true, description: 'Tours: the timeline of steps with dates and completion; null for other types' })
  itinerary(@Root() booking: Booking, @Ctx() ctx: ApiContext) {
    return itineraryOf(ctx, ctx.services.tours, booking);
  }

  @Authorized()
  @Mutation(() => BookingPayload, { description: "Ticks or unticks a step of the viewer's tour booking; the booking's itinerary shows it" })
  bookingItineraryStepSet(@Arg('input') input: BookingItineraryStepInput, @Ctx() ctx: ApiContext) {
    return payloadOf(BookingPayload, async () => ({ booking: await setItineraryStep(ctx, ctx.services.tours, commandOf(itineraryStepChange, input)) }));
  }

  @FieldResolver(() => BookingCancellationQuote, {
    nullable: true,
    description: 'What cancelling now would refund and take back (bookingCancel); null once cancelled or started',
  })
  cancellationQuote(@Root() booking: Booking): BookingCancellationQuote | null {
    const quote = cancellationQuote(booking);
    if (!quote) return null;
    return Object.assign(new BookingCancellationQuote(), {
      policyCase: quote.policyCase,
      outcome: quote.decision.outcome,
      reason: quote.decision.reason,
      refund: Money.of(quote.refundMinor, booking.currency),
      pointsReversed: quote.pointsReversed,
    });
  }

  @FieldResolver(() => BookingChoices, { description: 'What the traveller chose: room type, table, vehicle, add-ons…' })
  choices(@Root() booking: Booking): BookingChoices {
    return Object.assign(new BookingChoices(), booking.details);
  }
}
