import { EntityName, OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Booking } from '../bookings/booking.entity.js';
import { MobileMoneyFailure, MobileMoneyProviderName } from './mobile-money.js';

export enum MobilePaymentStatus {
  /** The prompt is on the payer's phone. */
  PENDING = 'pending',
  PAID = 'paid',
  FAILED = 'failed',
}

export enum RefundStatus {
  /** Decided with the cancellation; sent to the provider by a job once that transaction commits. */
  PENDING = 'pending',
  /** Sent to the provider (B2C, disbursement), its result awaited. */
  SENT = 'sent',
  /** The provider confirmed the money reached the payer's phone. */
  COMPLETED = 'completed',
  /** The provider cannot refund, refused, failed it or never answered: the back office pays it out by hand. */
  MANUAL = 'manual',
}

/**
 * One mobile-money prompt for a held booking: the amount in USD minor units as booked, and the charge in the
 * provider's currency at the rate locked when it was sent (with that rate's date). Settled only on the provider's
 * own status answer; a refund is kept with it.
 */
@Entity({ tableName: 'mobile_payment' })
@Unique({ properties: ['provider', 'providerReference'] })
@Index({
  name: 'mobile_payment_refund_sent_idx',
  expression: `create index "mobile_payment_refund_sent_idx" on "mobile_payment" ("refund_sent_at") where "refund_status" = 'sent'`,
})
@Index({
  name: 'mobile_payment_pending_idx',
  expression: `create index "mobile_payment_pending_idx" on "mobile_payment" ("created_at") where "status" = 'pending'`,
})
export class MobilePayment {
  declare [EntityName]?: 'MobilePayment';
  [OptionalProps]?: 'createdAt' | 'status';

  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @ManyToOne(() => Booking, { fieldName: 'booking_id', deleteRule: 'cascade' })
  @Index()
  booking!: Booking;

  @Enum({ items: () => MobileMoneyProviderName, nativeEnumName: 'mobile_money_provider' })
  provider!: MobileMoneyProviderName;

  /** M-Pesa's CheckoutRequestID, or MoMo's X-Reference-Id; null until the provider accepted the prompt. */
  @Property({ type: 'string', length: 100, nullable: true })
  providerReference?: string | null;

  /** International digits, no plus. */
  @Property({ type: 'string', length: 20 })
  msisdn!: string;

  @Property({ type: 'integer' })
  amountMinor!: number;

  /** Whole units of `chargeCurrency`, what the payer was asked for. */
  @Property({ type: 'integer' })
  chargeAmount!: number;

  @Property({ type: 'string', length: 3 })
  chargeCurrency!: string;

  /** Units of `chargeCurrency` per US dollar, locked when the prompt was sent. */
  @Property({ type: 'decimal', precision: 18, scale: 6 })
  rate!: string;

  @Property({ type: 'date' })
  rateDate!: string;

  @Enum({ items: () => MobilePaymentStatus, nativeEnumName: 'mobile_payment_status', default: MobilePaymentStatus.PENDING })
  status: MobilePaymentStatus = MobilePaymentStatus.PENDING;

  @Enum({ items: () => MobileMoneyFailure, nativeEnumName: 'mobile_money_failure', nullable: true })
  failure?: MobileMoneyFailure | null;

  /** The provider's words on a failure, for the back office. */
  @Property({ type: 'string', length: 500, nullable: true })
  failureDetail?: string | null;

  /** The provider's receipt (M-Pesa receipt number, MoMo financial transaction id). */
  @Property({ type: 'string', length: 100, nullable: true })
  receipt?: string | null;

  /** When the prompt lapses unanswered on our side (the hold lasts at least until then). */
  @Property({ type: 'datetime' })
  promptExpiresAt!: Date;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  settledAt?: Date | null;

  @Enum({ items: () => RefundStatus, nativeEnumName: 'mobile_refund_status', nullable: true })
  refundStatus?: RefundStatus | null;

  /** USD minor units refunded; the payout in the charge currency is at the locked rate. */
  @Property({ type: 'integer', nullable: true })
  refundMinor?: number | null;

  @Property({ type: 'integer', nullable: true })
  refundAmount?: number | null;

  /** The provider's reference of a sent refund; while it is pending, the payout id we ask for it with. */
  @Property({ type: 'string', length: 100, nullable: true })
  refundReference?: string | null;

  @Property({ type: 'datetime', nullable: true })
  refundedAt?: Date | null;

  /** Our own id of the payout (M-Pesa's OriginatorConversationID, MoMo's X-Reference-Id): a result must name it. */
  @Property({ type: 'string', length: 100, nullable: true })
  refundPayoutId?: string | null;

  /** When the provider accepted the payout: the reconciliation pass asks about it some minutes later. */
  @Property({ type: 'datetime', nullable: true })
  refundSentAt?: Date | null;

  /** The provider's receipt of the payout once completed (M-Pesa TransactionReceipt, MoMo financial transaction id). */
  @Property({ type: 'string', length: 100, nullable: true })
  refundReceipt?: string | null;

  /** Why a refund is left to be paid out by hand, for the back office. */
  @Property({ type: 'string', length: 500, nullable: true })
  refundDetail?: string | null;
}

/** Every callback a provider sent, kept as received: one that arrives before its prompt is recorded is settled then. */
@Entity({ tableName: 'mobile_payment_callback' })
@Index({ properties: ['provider', 'providerReference'] })
export class MobilePaymentCallback {
  [OptionalProps]?: 'receivedAt';

  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @Enum({ items: () => MobileMoneyProviderName, nativeEnumName: 'mobile_money_provider' })
  provider!: MobileMoneyProviderName;

  @Property({ type: 'string', length: 100 })
  providerReference!: string;

  @Property({ type: 'json' })
  payload!: unknown;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  receivedAt: Date = new Date();
}
