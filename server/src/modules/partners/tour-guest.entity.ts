import { OptionalProps } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, ObjectType } from 'type-graphql';
import { Booking } from '../bookings/booking.entity.js';

/**
 * A named traveller on a tour booking: the organizer's manifest (who comes, how to reach them, what to know),
 * beyond the booking's contact. Goes with its booking.
 */
@ObjectType({ description: "A named traveller on a tour booking (the organizer's manifest)" })
@Entity({ tableName: 'tour_guest' })
export class TourGuest {
  [OptionalProps]?: 'createdAt' | 'notes' | 'pickup';

  @Field(() => ID, { description: "The guest's id" })
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Field(() => Booking, { description: 'The booking the guest travels on' })
  @ManyToOne(() => Booking, { fieldName: 'booking_id', deleteRule: 'cascade', index: true })
  booking!: Booking;

  @Field({ description: 'Full name' })
  @Property({ type: 'string' })
  fullName!: string;

  @Field(() => String, { nullable: true, description: 'E-mail address' })
  @Property({ type: 'string', nullable: true })
  email?: string | null;

  @Field(() => String, { nullable: true, description: 'Phone number' })
  @Property({ type: 'string', nullable: true })
  phone?: string | null;

  @Field(() => String, { nullable: true, description: 'Where the guest is picked up (hotel, meeting point)' })
  @Property({ type: 'string', nullable: true })
  pickup?: string | null;

  /** Dietary needs, passport details to bring, pick-up point... */
  @Field({ description: "The organizer's notes" })
  @Property({ type: 'text', default: '' })
  notes: string = '';

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
