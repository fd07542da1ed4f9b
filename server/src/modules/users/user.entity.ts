import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import type { Language } from '../../language.js';
import { Role } from './role.js';

/** An account: a traveller, a partner who owns listings, or a back-office user. */
@ObjectType({ description: 'A signed-up account' })
@Entity({ tableName: 'app_user' })
export class User {
  [OptionalProps]?: 'role' | 'firstName' | 'lastName' | 'language' | 'smsReceipts' | 'createdAt' | 'updatedAt';

  @Field(() => ID)
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  /** Stored lower-cased; unique. */
  @Field()
  @Property({ type: 'string', unique: true })
  email!: string;

  @Field()
  @Property({ type: 'string', unique: true })
  username!: string;

  @Property({ type: 'string', hidden: true, lazy: true })
  passwordHash!: string;

  @Field(() => Role)
  @Enum({ items: () => Role, nativeEnumName: 'user_role', default: Role.USER })
  @Index()
  role: Role = Role.USER;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  emailVerifiedAt?: Date | null;

  /** Set while an admin has suspended the account: it cannot sign in and its sessions are ended. */
  @Field(() => Date, { nullable: true, description: 'When an admin suspended the account; null while it is in good standing' })
  @Property({ type: 'datetime', nullable: true })
  suspendedAt?: Date | null;

  /**
   * Set when an admin deleted the account (admin/account-deletion.ts): its personal data is erased, it cannot sign in and
   * the back office no longer lists it; the row stays so that its bookings keep their records.
   */
  @Property({ type: 'datetime', nullable: true })
  deletedAt?: Date | null;

  @Field()
  @Property({ type: 'string', default: '' })
  firstName: string = '';

  @Field()
  @Property({ type: 'string', default: '' })
  lastName: string = '';

  @Field(() => String, { nullable: true, description: 'ISO code of the country the user lives in' })
  @Property({ type: 'string', length: 2, nullable: true })
  country?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', nullable: true })
  city?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', nullable: true })
  phone?: string | null;

  @Property({ type: 'string', nullable: true })
  avatarPath?: string | null;

  /** The interface language the user last signed up, signed in or refreshed a session in: mails to the account use it. */
  @Property({ type: 'string', length: 2, default: 'en' })
  language: Language = 'en';

  /** Off: no text message is sent about the account's bookings (read when each one is sent). */
  @Field({ description: 'Whether text messages about bookings (confirmed, paid, cancelled, refunded) are sent to the booking phone' })
  @Property({ type: 'boolean', default: true })
  smsReceipts: boolean = true;

  @Field()
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
