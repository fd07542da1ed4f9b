import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { ApiContext } from '../../http/api-context.js';
import { commandOf, parseArgs } from '../../graphql/arguments.js';
import { payloadOf } from '../../graphql/user-error.js';
import { Booking } from '../bookings/booking.entity.js';
import { BookingPayload } from '../bookings/booking.types.js';
import { partnerBookingForCaller } from './partner-phone-booking.js';
import { Money } from '../listings/money.js';
import { partnerPayoutOf } from './partner-payout.js';
import { PARTNER_ROLES } from '../users/role.js';
import {
  partnerBookingCancel,
  partnerBookingChange,
  partnerBookingFilterSchema,
  partnerBookingUpdate,
  partnerBookings,
  partnerListingChoices,
} from './partner-bookings.js';
import { partnerRevenue, revenueRange } from './partner-revenue.js';
import {
  PartnerBookingCreateInput,
  PartnerBookingFilterInput,
  PartnerBookingPage,
  PartnerBookingPayload,
  PartnerBookingUpdateInput,
  PartnerListingChoice,
  PartnerRevenue,
  given,
} from './partner.types.js';

/** What every partner role reads and does with the bookings of its own listings, whatever their kind. */
@Resolver()
export class PartnerResolver {
  @Authorized(PARTNER_ROLES)
  @Query(() => PartnerBookingPage, { description: "Bookings of the viewer's own listings, newest first" })
  partnerBookings(
    @Arg('filter', () => PartnerBookingFilterInput, { nullable: true, description: 'Which ones to list; all of them when left out' })
    filter: PartnerBookingFilterInput | null,
    @Ctx() ctx: ApiContext,
  ) {
    return partnerBookings(ctx, parseArgs(partnerBookingFilterSchema, given({ ...filter })));
  }

  @Authorized(PARTNER_ROLES)
  @Query(() => [PartnerListingChoice], { description: "The viewer's own listings (id and name, by name): what its bookings list can be narrowed to" })
  partnerListingChoices(@Ctx() ctx: ApiContext) {
    return partnerListingChoices(ctx);
  }

  @Authorized(PARTNER_ROLES)
  @Query(() => PartnerRevenue, { description: "Confirmed bookings and revenue of the viewer's listings by start date, by day and by listing" })
  async partnerRevenue(
    @Arg('from', { description: 'The first day of the report, YYYY-MM-DD' }) from: string,
    @Arg('to', { description: 'The last day of the report, YYYY-MM-DD (inclusive)' }) to: string,
    @Ctx() ctx: ApiContext,
  ): Promise<PartnerRevenue> {
    const report = await partnerRevenue(ctx, parseArgs(revenueRange, { from, to }));
    return Object.assign(new PartnerRevenue(), report, {
      revenue: Money.of(report.revenueMinor),
      days: report.days.map((day) => ({ ...day, revenue: Money.of(day.revenueMinor) })),
      byListing: report.byListing.map((listing) => ({ ...listing, revenue: Money.of(listing.revenueMinor) })),
    });
  }

  @Authorized(PARTNER_ROLES)
  @Mutation(() => BookingPayload, {
    description:
      "Books for a caller (on the phone, at the desk) at one of your own listings through the traveller's booking flow: the server's price, the usual confirmation e-mail, paid at the venue; audited with you as actor",
  })
  partnerBookingCreate(
    @Arg('input', { description: 'The caller as contact, one request of your kind at one of your listings, and an idempotency key' })
    input: PartnerBookingCreateInput,
    @Ctx() ctx: ApiContext,
  ) {
    return payloadOf(BookingPayload, async () => ({ booking: await partnerBookingForCaller(ctx, ctx.services.bookings, input) }));
  }

  @Authorized(PARTNER_ROLES)
  @Mutation(() => PartnerBookingPayload, { description: 'Marks a booking of an own listing paid' })
  partnerBookingUpdate(
    @Arg('id', () => ID, { description: 'The booking, of one of your listings' }) id: string,
    @Arg('input', { description: 'What changes on the booking' }) input: PartnerBookingUpdateInput,
    @Ctx() ctx: ApiContext,
  ) {
    return payloadOf(PartnerBookingPayload, async () => ({ booking: await partnerBookingUpdate(ctx, id, commandOf(partnerBookingChange, given(input))) }));
  }

  @Authorized(PARTNER_ROLES)
  @Mutation(() => PartnerBookingPayload, {
    description: 'Cancels a booking of an own listing before it begins, with the reason the traveller is given: places freed, everything paid refunded',
  })
  partnerBookingCancel(
    @Arg('id', () => ID, { description: 'The booking, of one of your listings' }) id: string,
    @Arg('reason', () => String, { nullable: true, description: 'Why, in a few words (required, 3 characters or more): the traveller reads it' }) reason:
      | string
      | null,
    @Ctx() ctx: ApiContext,
  ) {
    return payloadOf(PartnerBookingPayload, async () => ({ booking: await partnerBookingCancel(ctx, ctx.services, id, { reason }) }));
  }
}

/** The traveller's phone number, for the partner who serves them (and the traveller's own bookings). */
@Resolver(() => Booking)
export class BookingContactResolver {
  @FieldResolver(() => String, { nullable: true, description: "The traveller's phone number, for the listing's partner only" })
  phone(@Root() booking: Booking): string | null {
    return booking.phone ?? null;
  }

  @FieldResolver(() => Money, {
    description: "The marketplace's fee on it, in USD: the booking's taxes and fees line (10 % of the base), kept from what is collected online",
  })
  marketplaceFee(@Root() booking: Booking): Money {
    return Money.of(partnerPayoutOf(booking).feeMinor);
  }

  @FieldResolver(() => Money, {
    description:
      'What the marketplace owes the partner for it, in USD: the amount collected by card or mobile money less refunds and the marketplace fee; zero when paid at the venue',
  })
  owedToPartner(@Root() booking: Booking): Money {
    return Money.of(partnerPayoutOf(booking).owedMinor);
  }
}
