import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Booking } from './booking.entity.js';

export enum BookingAccessPurpose {
  /** The link e-mailed to a guest: opens the booking once. */
  OPEN = 'open',
  /** Handed out when the link is opened: one action (cancelling) on that booking, for a short while. */
  ACT = 'act',
}

/** A guest's one-time access to one booking: hashed, single use, expiring. */
@Entity({ tableName: 'booking_access_token' })
@Index({ properties: ['booking', 'purpose'] })
export class BookingAccessToken {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @ManyToOne(() => Booking, { fieldName: 'booking_id', deleteRule: 'cascade' })
  booking!: Booking;

  @Enum({ items: () => BookingAccessPurpose, nativeEnumName: 'booking_access_purpose' })
  purpose!: BookingAccessPurpose;

  @Property({ type: 'string', unique: true })
  tokenHash!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt?: Date | null;
}
