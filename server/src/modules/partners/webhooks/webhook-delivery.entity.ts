import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { WebhookEndpoint } from './webhook-endpoint.entity.js';
import { WebhookEventType } from './webhook-events.js';

export enum WebhookDeliveryStatus {
  /** Written; being sent, or waiting for its next attempt. */
  PENDING = 'pending',
  /** The endpoint answered 2xx. */
  DELIVERED = 'delivered',
  /** Every attempt failed. */
  FAILED = 'failed',
}

registerEnumType(WebhookDeliveryStatus, {
  name: 'WebhookDeliveryStatus',
  description: 'Where a webhook delivery is',
  valuesConfig: {
    PENDING: { description: 'Being sent, or waiting for its next attempt' },
    DELIVERED: { description: 'The endpoint answered with a 2xx status' },
    FAILED: { description: 'Every attempt failed; it is not sent again' },
  },
});

/**
 * One event for one endpoint: written in the transaction of the change it tells of (a trigger adds its job in that
 * same transaction), sent and retried by the job queue, and kept as the delivery log. One row per event and endpoint.
 */
@ObjectType({ description: 'One event sent (or being sent) to one webhook endpoint: the delivery log' })
@Entity({ tableName: 'partner_webhook_delivery' })
@Unique({ properties: ['endpoint', 'eventId'] })
@Index({ properties: ['endpoint', 'createdAt'] })
export class WebhookDelivery {
  [OptionalProps]?: 'createdAt' | 'status' | 'attempts';

  @Field(() => ID, { description: 'The delivery' })
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @ManyToOne(() => WebhookEndpoint, { deleteRule: 'cascade' })
  endpoint!: WebhookEndpoint;

  @Field(() => ID, { description: 'The event, sent as the Webhook-Id header: the same on every attempt, so a receiver can drop a repeat' })
  @Property({ type: 'uuid' })
  eventId!: string;

  @Field(() => WebhookEventType, { description: 'What happened' })
  @Property({ type: 'string', length: 40 })
  eventType!: WebhookEventType;

  /** The JSON body sent, exactly. */
  @Property({ type: 'json' })
  payload!: Record<string, unknown>;

  @Field(() => WebhookDeliveryStatus, { description: 'Sent, waiting for a retry, or given up' })
  @Enum({ items: () => WebhookDeliveryStatus, nativeEnumName: 'webhook_delivery_status', default: WebhookDeliveryStatus.PENDING })
  status: WebhookDeliveryStatus = WebhookDeliveryStatus.PENDING;

  @Field(() => Int, { description: 'Attempts made so far' })
  @Property({ type: 'integer', default: 0 })
  attempts = 0;

  @Field(() => Int, { nullable: true, description: "The HTTP status of the endpoint's last answer; null when none came (refused, timed out)" })
  @Property({ type: 'integer', nullable: true })
  responseStatus?: number | null;

  @Field(() => String, { nullable: true, description: 'Why the last attempt failed' })
  @Property({ type: 'string', length: 500, nullable: true })
  lastError?: string | null;

  @Field({ description: 'When the event happened and the delivery was written' })
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Field(() => Date, { nullable: true, description: 'When the last attempt was made' })
  @Property({ type: 'datetime', nullable: true })
  lastAttemptAt?: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the endpoint accepted it' })
  @Property({ type: 'datetime', nullable: true })
  deliveredAt?: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the next attempt is due, while it is pending after a failure' })
  @Property({ type: 'datetime', nullable: true })
  nextAttemptAt?: Date | null;
}
