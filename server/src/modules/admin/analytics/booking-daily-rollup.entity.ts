import { EntityName } from '@mikro-orm/core';
import { Entity, Enum, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { BookingStatus, BookingType } from '../../bookings/booking.entity.js';

/**
 * Bookings and their totals per UTC day of booking, kind, country, status and currency: what the admin
 * analytics read instead of scanning a million bookings. Kept by a trigger on `booking` (migration
 * `analytics_rollup`), so every write path (services, seeds, imports) keeps it exact in its own transaction.
 * Never written by the application.
 */
@Entity({ tableName: 'booking_daily_rollup' })
export class BookingDailyRollup {
  declare [EntityName]?: 'BookingDailyRollup';
  @PrimaryKey({ type: 'date' })
  day!: string;

  @Enum({ items: () => BookingType, nativeEnumName: 'booking_type', primary: true })
  type!: BookingType;

  @PrimaryKey({ type: 'string', length: 2 })
  countryCode!: string;

  @Enum({ items: () => BookingStatus, nativeEnumName: 'booking_status', primary: true })
  status!: BookingStatus;

  @PrimaryKey({ type: 'string', length: 3 })
  currency!: string;

  @Property({ type: 'integer' })
  bookings!: number;

  @Property({ type: 'bigint' })
  totalMinor!: string;
}
