import { OptionalProps } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Booking } from './booking.entity.js';

/** A step of a booked tour's itinerary that its signed-in traveller ticked off (guests keep theirs in the browser). */
@Entity({ tableName: 'booking_itinerary_step' })
export class ItineraryStepDone {
  [OptionalProps]?: 'completedAt';

  @ManyToOne(() => Booking, { fieldName: 'booking_id', primary: true, deleteRule: 'cascade' })
  booking!: Booking;

  @PrimaryKey({ type: 'integer' })
  position!: number;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  completedAt: Date = new Date();
}
