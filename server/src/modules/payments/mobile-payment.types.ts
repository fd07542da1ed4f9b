import { Field, Float, ObjectType, registerEnumType } from 'type-graphql';
import { MutationPayload } from '../../graphql/user-error.js';
import { Money } from '../listings/money.js';
import { PaymentMethod } from '../bookings/payments.js';
import { MobilePaymentStatus, RefundStatus } from './mobile-payment.entity.js';
import { MobileMoneyFailure } from './mobile-money.js';

registerEnumType(MobilePaymentStatus, {
  name: 'MobilePaymentStatus',
  description: 'PENDING while the prompt is on the phone',
  valuesConfig: { PENDING: { description: 'The prompt is on the phone' }, PAID: { description: 'Paid' }, FAILED: { description: 'Not paid: see the failure' } },
});
registerEnumType(MobileMoneyFailure, {
  name: 'MobileMoneyFailure',
  description: 'Why a prompt did not end in a payment',
  valuesConfig: {
    INSUFFICIENT_FUNDS: { description: 'Not enough money on the account' },
    CANCELLED: { description: 'The payer cancelled the prompt' },
    TIMEOUT: { description: 'The prompt was not answered in time' },
    DECLINED: { description: 'The provider declined the payment' },
  },
});
registerEnumType(RefundStatus, {
  name: 'MobileRefundStatus',
  description: 'PENDING (about to be sent), SENT through the provider, COMPLETED once it confirmed the payout, or MANUAL: to be paid out by hand',
  valuesConfig: {
    PENDING: { description: 'Decided; sent to the provider moments after the cancellation' },
    SENT: { description: 'Sent through the provider, its result awaited' },
    COMPLETED: { description: "The money is back with the payer (the provider confirmed it, or a card's refund)" },
    MANUAL: { description: 'To be paid out by hand' },
  },
});

@ObjectType({ description: "A booking's mobile-money prompt: its charge in the provider's currency at the rate locked when it was sent" })
export class MobilePaymentView {
  @Field(() => PaymentMethod, { description: 'M-Pesa or MTN Mobile Money' })
  method!: PaymentMethod;

  @Field(() => MobilePaymentStatus, { description: 'Where the payment is' })
  status!: MobilePaymentStatus;

  @Field(() => MobileMoneyFailure, { nullable: true, description: 'Why it failed, when it did' })
  failure?: MobileMoneyFailure | null;

  @Field(() => Money, { description: 'What the payer is asked for, in the provider currency' })
  charge!: Money;

  @Field(() => Float, { description: 'Units of the charge currency per US dollar, locked when the prompt was sent' })
  rate!: number;

  @Field({ description: 'The day of that rate (YYYY-MM-DD)' })
  rateDate!: string;

  @Field({ description: 'When the prompt lapses unanswered' })
  promptExpiresAt!: Date;

  @Field(() => String, { nullable: true, description: "The provider's receipt once paid" })
  receipt?: string | null;

  @Field(() => RefundStatus, { nullable: true, description: 'How a refund was paid, once there is one' })
  refundStatus?: RefundStatus | null;

  @Field(() => Money, { nullable: true, description: 'What went (or is to go) back, in the provider currency' })
  refund?: Money | null;
}

@ObjectType({
  description:
    'A payment as the back office sees it: a mobile-money prompt, or a booking paid by card (always PAID, its refund COMPLETED at once), with the provider references',
})
export class AdminPayment {
  @Field({ description: 'The booking it pays for' })
  bookingReference!: string;

  @Field(() => PaymentMethod, { description: 'M-Pesa, MTN Mobile Money or the card' })
  method!: PaymentMethod;

  @Field(() => MobilePaymentStatus, { description: 'Where the payment is' })
  status!: MobilePaymentStatus;

  @Field(() => MobileMoneyFailure, { nullable: true, description: 'Why it failed, when it did' })
  failure?: MobileMoneyFailure | null;

  @Field(() => String, { nullable: true, description: "The provider's words on a failure" })
  failureDetail?: string | null;

  @Field(() => String, { nullable: true, description: "M-Pesa's CheckoutRequestID, MoMo's X-Reference-Id, or the card payment's reference" })
  providerReference?: string | null;

  @Field(() => String, { nullable: true, description: "The provider's receipt once paid (mobile money)" })
  receipt?: string | null;

  @Field(() => Money, { description: "What the payer was asked for: in the provider's currency for mobile money, as booked for a card" })
  charge!: Money;

  @Field(() => Float, { nullable: true, description: 'Units of the charge currency per US dollar, locked when the prompt was sent; null for a card' })
  rate?: number | null;

  @Field(() => String, { nullable: true, description: 'The day of that rate (YYYY-MM-DD); null for a card' })
  rateDate?: string | null;

  @Field(() => Money, { description: 'The booking amount in USD' })
  amount!: Money;

  @Field(() => RefundStatus, { nullable: true, description: 'Where its refund is, once there is one' })
  refundStatus?: RefundStatus | null;

  @Field(() => Money, { nullable: true, description: 'What went (or is to go) back, in the charge currency' })
  refund?: Money | null;

  @Field(() => String, { nullable: true, description: "The provider's reference of the refund (B2C conversation, disbursement), once sent" })
  refundReference?: string | null;

  @Field(() => String, { nullable: true, description: "The provider's receipt of the refund, once COMPLETED" })
  refundReceipt?: string | null;

  @Field(() => String, { nullable: true, description: 'Why the refund is to be paid out by hand (MANUAL)' })
  refundDetail?: string | null;

  @Field({ description: 'When the prompt was sent, or the card booking made' })
  createdAt!: Date;
}

@ObjectType({ description: 'What adminRefundMarkPaid did: the payment with its refund COMPLETED, or why nothing changed' })
export class AdminRefundMarkPaidPayload extends MutationPayload {
  @Field(() => AdminPayment, { nullable: true, description: 'The payment, its refund COMPLETED with the payout reference as receipt; null when refused' })
  payment?: AdminPayment | null;
}
