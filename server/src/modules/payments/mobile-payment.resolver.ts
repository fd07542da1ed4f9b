// Mobile money over GraphQL: the methods offered, a booking's prompt as its traveller follows it, and the back
// office's list of pending, failed and refunded payments.
import { Arg, Authorized, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import type { ApiContext } from '../../http/api-context.js';
import { BACK_OFFICE_ROLES } from '../admin/back-office-access.js';
import { Booking } from '../bookings/booking.entity.js';
import { PaymentMethod, isPrompted } from '../bookings/payments.js';
import { Money } from '../listings/money.js';
import { MobilePayment, MobilePaymentStatus } from './mobile-payment.entity.js';
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
  @Query(() => [AdminMobilePayment], { description: 'Mobile-money payments by status (or those refunded), newest first, 100 at most' })
  async adminMobilePayments(
    @Arg('status', () => MobilePaymentStatus, { nullable: true }) status: MobilePaymentStatus | null,
    @Arg('refunded', () => Boolean, { nullable: true }) refunded: boolean | null,
    @Ctx() ctx: ApiContext,
  ): Promise<AdminMobilePayment[]> {
    const where = { ...(status ? { status } : {}), ...(refunded ? { refundStatus: { $ne: null } } : {}) };
    const payments = await ctx.em.find(MobilePayment, where, { orderBy: { createdAt: 'desc' }, limit: 100, populate: ['booking'] });
    return payments.map((payment) =>
      Object.assign(viewOf(new AdminMobilePayment(), payment), {
        bookingReference: payment.booking.reference,
        providerReference: payment.providerReference ?? null,
        refundReference: payment.refundReference ?? null,
        failureDetail: payment.failureDetail ?? null,
        amount: Money.of(payment.amountMinor),
        createdAt: payment.createdAt,
      }),
    );
  }
}
