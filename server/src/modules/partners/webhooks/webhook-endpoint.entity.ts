import { OptionalProps } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, ObjectType } from 'type-graphql';
import { User } from '../../users/user.entity.js';
import { WebhookEventType } from './webhook-events.js';

/**
 * Where a partner's system wants to be told of changes: an https URL (loopback too outside production), the events it
 * wants, and the secret every delivery is signed with. The secret is shown once, when the endpoint is added.
 */
@ObjectType({ description: "An address of the partner's own system that receives signed webhook deliveries" })
@Entity({ tableName: 'partner_webhook_endpoint' })
export class WebhookEndpoint {
  [OptionalProps]?: 'createdAt' | 'removedAt';

  @Field(() => ID, { description: 'The endpoint, as the delivery log and removal name it' })
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  owner!: User;

  @Field({ description: 'The URL deliveries are POSTed to' })
  @Property({ type: 'string', length: 2048 })
  url!: string;

  /** Signs every delivery (HMAC-SHA256); kept as it is, since signing needs it. */
  @Property({ type: 'string', length: 80 })
  secret!: string;

  @Field(() => [WebhookEventType], { description: 'The events delivered to it; a test delivery (PING) always is' })
  @Property({ type: 'text[]' })
  events!: WebhookEventType[];

  @Field({ description: 'When it was added' })
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  /** When the partner removed it: no delivery is written for it after that, and it is not listed. */
  @Property({ type: 'datetime', nullable: true })
  removedAt?: Date | null;
}
