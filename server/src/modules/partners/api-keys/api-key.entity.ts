import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, ObjectType } from 'type-graphql';
import { User } from '../../users/user.entity.js';

/**
 * A partner's API key: a bearer token for /graphql that acts as its owner on the partner operations.
 * Only the SHA-256 of the secret is kept; the secret itself is shown once, when the key is created.
 */
@ObjectType({ description: "A key a partner's own system sends as `Authorization: Bearer <key>` to /graphql" })
@Entity({ tableName: 'partner_api_key' })
@Index({ properties: ['owner', 'createdAt'] })
export class PartnerApiKey {
  [OptionalProps]?: 'createdAt' | 'lastUsedAt' | 'revokedAt';

  @Field(() => ID)
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  owner!: User;

  @Field({ description: 'What the partner calls it' })
  /** What the partner calls it ("Channel manager", "Night audit script"). */
  @Property({ type: 'string', length: 60 })
  name!: string;

  @Field({ description: 'The start of the secret, to tell keys apart (the rest is never shown again)' })
  /** The start of the secret, so a partner can tell which key a script holds. */
  @Property({ type: 'string', length: 24 })
  displayPrefix!: string;

  @Property({ type: 'string', unique: true })
  secretHash!: string;

  @Field()
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Field(() => Date, { nullable: true, description: 'When a request last came with it (to the minute)' })
  @Property({ type: 'datetime', nullable: true })
  lastUsedAt?: Date | null;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  revokedAt?: Date | null;
}
