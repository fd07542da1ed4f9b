// Marketplace bookings of the admin back office over GraphQL; REST: rest-compat/src/admin-bookings.routes.ts.
import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { ApiContext } from '../../http/api-context.js';
import { payloadOf } from '../../graphql/user-error.js';
import { Money } from '../listings/money.js';
import { readCreateBooking } from '../bookings/booking-input.js';
import { BookingCreateInput, BookingPayload } from '../bookings/booking.types.js';
import { AdminBookingCancelInput, AdminBookingCancelPayload, AdminBookingFilterInput, AdminBookingPage } from './admin.types.js';
import { BACK_OFFICE_ROLES } from './back-office-access.js';

@Resolver()
export class AdminBookingsResolver {
  @Authorized(...BACK_OFFICE_ROLES)
  @Query(() => AdminBookingPage, { description: 'Bookings across the marketplace by words, status and service, newest first' })
  adminBookings(@Arg('filter', () => AdminBookingFilterInput, { nullable: true }) filter: AdminBookingFilterInput | null, @Ctx() ctx: ApiContext) {
    return ctx.services.adminBookings.search(ctx, filter ?? {});
  }

  @Authorized(...BACK_OFFICE_ROLES)
  @Mutation(() => BookingPayload, {
    description: "Books for a traveller (the contact's name, e-mail and phone) through the traveller's own booking flow; audited with you as actor",
  })
  adminBookingCreate(
    @Arg('input', { description: 'The traveller as contact, one kind of booking, and an idempotency key' }) input: BookingCreateInput,
    @Ctx() ctx: ApiContext,
  ) {
    return payloadOf(BookingPayload, async () => ({ booking: await ctx.services.adminBookings.createOnBehalf(ctx, readCreateBooking(input)) }));
  }

  @Authorized(...BACK_OFFICE_ROLES)
  @Mutation(() => AdminBookingCancelPayload, {
    description: 'Cancels for the traveller under the cancellation policy, or refunding in full with override; a reason is required',
  })
  adminBookingCancel(@Arg('input') input: AdminBookingCancelInput, @Ctx() ctx: ApiContext) {
    return payloadOf(AdminBookingCancelPayload, async () => {
      const { booking, outcome } = await ctx.services.adminBookings.cancelOnBehalf(ctx, input.bookingId, input);
      return { booking, refund: Money.of(outcome.refundMinor, booking.currency), policyRefund: Money.of(outcome.policyRefundMinor, booking.currency) };
    });
  }
}
