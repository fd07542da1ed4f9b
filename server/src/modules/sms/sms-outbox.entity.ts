import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

export enum SmsStatus {
  /** Written, not handed over yet. */
  PENDING = 'pending',
  /** Taken by the provider. */
  SENT = 'sent',
  /** Not sent on purpose: the traveller turned text messages off, or no provider is configured any more. */
  SKIPPED = 'skipped',
  /** Refused for good, or every attempt failed; `lastError` says why. */
  FAILED = 'failed',
  /** Never sent: its recipient's account was deleted while it waited. */
  CANCELLED = 'cancelled',
}

/**
 * Every text message the product sends, written in the transaction that causes it; a trigger adds its delivery job to
 * the job queue in that same transaction (jobs.ts delivers it, and retries it with a growing delay).
 */
@Entity({ tableName: 'sms_outbox' })
export class SmsOutbox {
  [OptionalProps]?: 'createdAt' | 'attempts' | 'status';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  /** E.164, +2547... */
  @Property({ type: 'string', length: 20 })
  @Index()
  recipient!: string;

  /** The account whose booking it is about: its choice about text messages is read when the message is sent. */
  @Property({ type: 'uuid', nullable: true })
  userId?: string | null;

  /** What the message is for ('booking-confirmed', 'payment-received', 'booking-cancelled', 'booking-refunded', 'cart-receipt'). */
  @Property({ type: 'string' })
  template!: string;

  @Property({ type: 'string', length: 2 })
  language!: string;

  @Property({ type: 'text' })
  text!: string;

  @Enum({ items: () => SmsStatus, nativeEnumName: 'sms_status', default: SmsStatus.PENDING })
  status: SmsStatus = SmsStatus.PENDING;

  @Property({ type: 'integer', default: 0 })
  attempts: number = 0;

  @Property({ type: 'text', nullable: true })
  lastError?: string | null;

  /** The provider's id of the message and what it cost, once taken. */
  @Property({ type: 'string', length: 100, nullable: true })
  providerMessageId?: string | null;

  @Property({ type: 'string', length: 50, nullable: true })
  cost?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  sentAt?: Date | null;
}
