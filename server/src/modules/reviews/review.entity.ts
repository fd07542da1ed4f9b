import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, OneToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Directive, Field, ID, Int, ObjectType } from 'type-graphql';
import { INHERIT_CACHE } from '../../graphql/cache-control.js';
import { Booking, BookingType } from '../bookings/booking.entity.js';
import { User } from '../users/user.entity.js';

/** A verified review: written by the traveller of a completed booking, one per booking. */
@ObjectType({ description: 'A review by a traveller who completed a booking of the listing' })
@Directive(INHERIT_CACHE)
@Entity({ tableName: 'review' })
@Index({ properties: ['listingType', 'listingId', 'createdAt'] })
export class Review {
  [OptionalProps]?: 'createdAt';

  @Field(() => ID, { description: "The review's id" })
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @OneToOne(() => Booking, { fieldName: 'booking_id', owner: true, unique: true, deleteRule: 'cascade' })
  booking!: Booking;

  @ManyToOne(() => User, { fieldName: 'user_id', deleteRule: 'cascade' })
  user!: User;

  @Field(() => BookingType, { description: 'The kind of listing reviewed' })
  @Enum({ items: () => BookingType, nativeEnumName: 'booking_type' })
  listingType!: BookingType;

  @Field(() => ID, { description: 'The listing reviewed' })
  @Property({ type: 'integer' })
  listingId!: number;

  @Field(() => Int, { description: '1 to 5' })
  @Property({ type: 'smallint' })
  rating!: number;

  @Field({ description: 'What the traveller wrote' })
  @Property({ type: 'text' })
  text!: string;

  @Field({ description: 'First name of the traveller' })
  @Property({ type: 'string' })
  authorName!: string;

  @Field({ description: 'When it was written' })
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
