// Mobile money over GraphQL: the methods offered, a booking's prompt as its traveller follows it, and the back
// office's list of pending, failed and refunded payments, card payments among them (admin-payments.ts).
import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { ApiContext } from '../../http/api-context.js';
import { payloadOf } from '../../graphql/user-error.js';
import { BACK_OFFICE_ROLES, auditActorOf, backOfficeViewer } from '../admin/back-office-access.js';
import { Booking } from '../bookings/booking.entity.js';
import { PaymentMethod, isPrompted } from '../bookings/payments.js';
import { Money } from '../listings/money.js';
import { countPayments, listPayments, mobileRow } from './admin-payments.js';
import { MobilePayment, MobilePaymentStatus, RefundStatus } from './mobile-payment.entity.js';
import { clampedPaging, MAX_PAGE_SIZE } from '../listings/paging.js';
import { MAX_PAYOUT_REFERENCE } from './mobile-refunds.js';
import { AdminPayment, AdminRefundMarkPaidPayload, MobilePaymentView } from './mobile-payment.types.js';

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
  @Query(() => [AdminPayment], {
    description:
      'Payments, mobile money and card, by status (or those refunded, or with a refund in a given state: MANUAL for the payouts by hand), newest first, a page at a time',
  })
  async adminPayments(
    @Arg('status', () => MobilePaymentStatus, { nullable: true }) status: MobilePaymentStatus | null,
    @Arg('refunded', () => Boolean, { nullable: true, description: 'Only those with a refund' }) refunded: boolean | null,
    @Arg('refundStatus', () => RefundStatus, { nullable: true, description: 'Only refunds in this state (MANUAL: the payouts by hand)' })
    refundStatus: RefundStatus | null,
    @Arg('page', () => Int, { nullable: true, description: 'From 1' }) page: number | null,
    @Arg('pageSize', () => Int, { nullable: true, description: `Up to ${MAX_PAGE_SIZE}, the default` }) pageSize: number | null,
    @Ctx() ctx: ApiContext,
  ): Promise<AdminPayment[]> {
    const paging = clampedPaging({ page, size: pageSize ?? MAX_PAGE_SIZE });
    return listPayments(ctx.em, { status, refunded, refundStatus }, paging, () => new AdminPayment());
  }

  @Authorized(...BACK_OFFICE_ROLES)
  @Query(() => Int, { description: 'How many payments adminPayments lists with the same filters (its page count)' })
  adminPaymentCount(
    @Arg('status', () => MobilePaymentStatus, { nullable: true }) status: MobilePaymentStatus | null,
    @Arg('refunded', () => Boolean, { nullable: true }) refunded: boolean | null,
    @Arg('refundStatus', () => RefundStatus, { nullable: true }) refundStatus: RefundStatus | null,
    @Ctx() ctx: ApiContext,
  ): Promise<number> {
    return countPayments(ctx.em, { status, refunded, refundStatus });
  }

  @Authorized(...BACK_OFFICE_ROLES)
  @Mutation(() => AdminRefundMarkPaidPayload, {
    description:
      "Records that a MANUAL mobile-money refund was paid out by hand: COMPLETED with the payout's reference as receipt, audited with you as actor, the traveller texted as for a provider's refund. Refused with CONFLICT when the refund is not MANUAL (a repeated call among them)",
  })
  adminRefundMarkPaid(
    @Arg('bookingReference', { description: 'The booking whose mobile-money refund was paid out by hand' }) bookingReference: string,
    @Arg('payoutReference', { description: `The reference of the payout made by hand (its receipt), 1 to ${MAX_PAYOUT_REFERENCE} characters` })
    payoutReference: string,
    @Ctx() ctx: ApiContext,
  ): Promise<AdminRefundMarkPaidPayload> {
    return payloadOf(AdminRefundMarkPaidPayload, async () => {
      const actor = auditActorOf(ctx, backOfficeViewer(ctx));
      const id = await ctx.services.mobilePayments.refunds.markPaid(ctx.em, bookingReference, payoutReference, actor);
      const payment = await ctx.em.fork().findOneOrFail(MobilePayment, id, { populate: ['booking'] });
      return { payment: Object.assign(new AdminPayment(), mobileRow(payment)) };
    });
  }
}
