// Mobile money over GraphQL: the methods offered, a booking's prompt as its traveller follows it, and the back
// office's list of pending, failed and refunded payments.
import type { FilterQuery } from '@mikro-orm/core';
import { Arg, Authorized, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import type { ApiContext } from '../../http/api-context.js';
import { BACK_OFFICE_ROLES } from '../admin/back-office-access.js';
import { Booking } from '../bookings/booking.entity.js';
import { PaymentMethod, isPrompted } from '../bookings/payments.js';
import { Money } from '../listings/money.js';
import { MobilePayment, MobilePaymentStatus, RefundStatus } from './mobile-payment.entity.js';
import { clampedPaging, MAX_PAGE_SIZE } from '../listings/paging.js';
import { AdminMobilePayment, MobilePaymentView } from './mobile-payment.types.js';

const viewOf = <T extends MobilePaymentView>(target: T, payment: MobilePayment): T =>
  Object.assign(target, {
    method: payment.provider as string as PaymentMethod,
    status: payment.status,
    failure: payment.failure ?? null,
    charge: Money.of(payment.chargeAmount * 100, payment.chargeCurrency),
    rate: Number(payment.rate),
    rateDate: payment.rateDate,
    promptExpiresAt: payment.promptExpiresAt,
    receipt: payment.receipt ?? null,
    refundStatus: payment.refundStatus ?? null,
    refund: payment.refundAmount == null ? null : Money.of(payment.refundAmount * 100, payment.chargeCurrency),
  });

/** The back office's filters of the payments list. */
const listed = (status: MobilePaymentStatus | null, refunded: boolean | null, refundStatus: RefundStatus | null): FilterQuery<MobilePayment> => ({
  ...(status ? { status } : {}),
  ...(refunded ? { refundStatus: { $ne: null } } : {}),
  ...(refundStatus ? { refundStatus } : {}),
});

@Resolver(() => Booking)
export class MobilePaymentResolver {
  @Query(() => [PaymentMethod], { description: 'The ways a booking may be paid here: mobile money only where its provider is configured' })
  paymentMethods(@Ctx() ctx: ApiContext): PaymentMethod[] {
    return [PaymentMethod.PAY_AT_VENUE, PaymentMethod.TEST_CARD, ...ctx.services.mobilePayments.offered()];
  }

  @FieldResolver(() => MobilePaymentView, { nullable: true, description: 'The latest mobile-money prompt for this booking; null when paid otherwise' })
  async mobilePayment(@Root() booking: Booking, @Ctx() ctx: ApiContext): Promise<MobilePaymentView | null> {
    if (!isPrompted(booking.paymentMethod)) return null;
    const payment = await ctx.em.findOne(MobilePayment, { booking: booking.id }, { orderBy: { createdAt: 'desc' } });
    return payment && viewOf(new MobilePaymentView(), payment);
  }

  @Authorized(...BACK_OFFICE_ROLES)
  @Query(() => [AdminMobilePayment], {
    description: 'Mobile-money payments by status (or those refunded, or to be paid out by hand), newest first, a page at a time',
  })
  async adminMobilePayments(
    @Arg('status', () => MobilePaymentStatus, { nullable: true }) status: MobilePaymentStatus | null,
    @Arg('refunded', () => Boolean, { nullable: true }) refunded: boolean | null,
    @Arg('refundStatus', () => RefundStatus, { nullable: true, description: 'Only refunds sent this way (MANUAL: the payouts by hand)' })
    refundStatus: RefundStatus | null,
    @Arg('page', () => Int, { nullable: true, description: 'From 1' }) page: number | null,
    @Arg('pageSize', () => Int, { nullable: true, description: `Up to ${MAX_PAGE_SIZE}, the default` }) pageSize: number | null,
    @Ctx() ctx: ApiContext,
  ): Promise<AdminMobilePayment[]> {
    const paging = clampedPaging({ page, size: pageSize ?? MAX_PAGE_SIZE });
    const payments = await ctx.em.find(MobilePayment, listed(status, refunded, refundStatus), {
      orderBy: { createdAt: 'desc', id: 'asc' },
      limit: paging.size,
      offset: (paging.page - 1) * paging.size,
      populate: ['booking'],
    });
    return payments.map((payment) =>
      Object.assign(viewOf(new AdminMobilePayment(), payment), {
        bookingReference: payment.booking.reference,
        providerReference: payment.providerReference ?? null,
        refundReference: payment.refundStatus === RefundStatus.SENT ? (payment.refundReference ?? null) : null,
        failureDetail: payment.failureDetail ?? null,
        amount: Money.of(payment.amountMinor),
        createdAt: payment.createdAt,
      }),
    );
  }

  @Authorized(...BACK_OFFICE_ROLES)
  @Query(() => Int, { description: 'How many mobile-money payments adminMobilePayments lists with the same filters (its page count)' })
  adminMobilePaymentCount(
    @Arg('status', () => MobilePaymentStatus, { nullable: true }) status: MobilePaymentStatus | null,
    @Arg('refunded', () => Boolean, { nullable: true }) refunded: boolean | null,
    @Arg('refundStatus', () => RefundStatus, { nullable: true }) refundStatus: RefundStatus | null,
    @Ctx() ctx: ApiContext,
  ): Promise<number> {
    return ctx.em.count(MobilePayment, listed(status, refunded, refundStatus));
  }
}
