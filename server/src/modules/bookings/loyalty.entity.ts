import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { User } from '../users/user.entity.js';
import { Booking } from './booking.entity.js';

export enum LoyaltyEntryKind {
  /** 10% of a confirmed booking, credited once. */
  EARNED = 'earned',
  /** The same points taken back when that booking is cancelled. */
  REVERSED = 'reversed',
  /** The difference when a modification changes the booking's total (either sign); one per modification. */
  ADJUSTED = 'adjusted',
}

registerEnumType(LoyaltyEntryKind, { name: 'LoyaltyEntryKind' });

/** A line of an account's loyalty ledger; the balance is their sum. One EARNED and one REVERSED per booking, at most. */
@ObjectType({ description: 'Points earned by a booking, or taken back by its cancellation' })
@Entity({ tableName: 'loyalty_entry' })
@Unique({
  name: 'loyalty_entry_booking_id_kind_unique',
  expression: `create unique index "loyalty_entry_booking_id_kind_unique" on "loyalty_entry" ("booking_id", "kind") where "kind" in ('earned', 'reversed')`,
})
@Index({ properties: ['user', 'createdAt'] })
export class LoyaltyEntry {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { fieldName: 'user_id', deleteRule: 'cascade' })
  user!: User;

  @ManyToOne(() => Booking, { fieldName: 'booking_id', deleteRule: 'cascade' })
  booking!: Booking;

  @Field(() => LoyaltyEntryKind)
  @Enum({ items: () => LoyaltyEntryKind, nativeEnumName: 'loyalty_entry_kind' })
  kind!: LoyaltyEntryKind;

  @Field(() => Int, { description: 'Negative when taken back' })
  @Property({ type: 'integer' })
  points!: number;

  @Field()
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
