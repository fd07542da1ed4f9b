import { OptionalProps } from '@mikro-orm/core';
import { Entity, ManyToOne, OneToOne, Property } from '@mikro-orm/decorators/legacy';
import { Booking } from '../bookings/booking.entity.js';
import { Vehicle } from '../listings/transport/transport.entity.js';

/**
 * The vehicle and driver a transport business assigns to a hire (issue 28): the traveller reads the driver's name
 * and phone on the booking once it is assigned. Goes with its booking; a removed vehicle leaves the driver.
 */
@Entity({ tableName: 'transport_assignment' })
export class TransportAssignment {
  [OptionalProps]?: 'assignedAt' | 'pickupTime' | 'pickupPlace';

  @OneToOne(() => Booking, { fieldName: 'booking_id', primary: true, deleteRule: 'cascade', owner: true })
  booking!: Booking;

  @ManyToOne(() => Vehicle, { fieldName: 'vehicle_id', nullable: true, deleteRule: 'set null', index: true })
  vehicle?: Vehicle | null;

  @Property({ type: 'string', length: 120 })
  driverName!: string;

  @Property({ type: 'string', length: 32 })
  driverPhone!: string;

  /** HH:MM on the pickup day, on the listing's clock; null until agreed. */
  @Property({ type: 'string', length: 5, nullable: true })
  pickupTime?: string | null;

  /** Where the traveller is picked up (hotel, airport, address). */
  @Property({ type: 'string', length: 200, nullable: true })
  pickupPlace?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  assignedAt: Date = new Date();
}
