import { EntityName } from '@mikro-orm/core';
import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { BookingStatus, BookingType } from '../../bookings/booking.entity.js';

// The admin analytics read rollups instead of scanning a million bookings: booked (confirmed or cancelled)
// bookings and their totals per UTC day or month of booking, kind, status and currency, at three grains. Kept by
// the statement triggers on `booking` (migrations `analytics_rollup`, `analytics_rollups`), so every write path
// (services, seeds, imports) keeps them exact in its own transaction. Never written by the application; held
// bookings are in none. Keys are declared in each table's primary key order, the period first (range scans).
// Each table has a covering index on (period, currency) that the reads scan without touching the table: an
// index-only range scan is cheap enough that the planner starts no parallel workers for a dashboard query.
// Each key is spread over 16 shards by the writing transaction's id, so concurrent bookings of one day and kind do
// not queue on one row until they commit: readers sum the shards, and housekeeping folds them (rollup-compaction.ts).

const kindKey = () => Enum({ items: () => BookingType, nativeEnumName: 'booking_type', primary: true });
const statusKey = () => Enum({ items: () => BookingStatus, nativeEnumName: 'booking_status', primary: true });
const countryKey = () => PrimaryKey({ type: 'string', length: 2 });
const currencyKey = () => PrimaryKey({ type: 'string', length: 3 });
const shardKey = () => PrimaryKey({ type: 'smallint' });

abstract class BookingRollup {
  @Property({ type: 'integer' })
  bookings!: number;

  @Property({ type: 'bigint' })
  totalMinor!: string;
}

/** Per day, kind and country: the finest grain, for the days around whole months and the CSV by day or week. */
@Entity({ tableName: 'booking_daily_rollup' })
@Index({ name: 'booking_daily_rollup_covering_index', properties: ['day', 'currency'], include: ['type', 'countryCode', 'status', 'bookings', 'totalMinor'] })
export class BookingDailyRollup extends BookingRollup {
  declare [EntityName]?: 'BookingDailyRollup';
  @PrimaryKey({ type: 'date' }) day!: string;
  @kindKey() type!: BookingType;
  @countryKey() countryCode!: string;
  @statusKey() status!: BookingStatus;
  @currencyKey() currency!: string;
  @shardKey() shard!: number;
}

/** Per month (its first day), kind and country: a year of countries is twelve months of rows, not 365 days. */
@Entity({ tableName: 'booking_monthly_rollup' })
@Index({
  name: 'booking_monthly_rollup_covering_index',
  properties: ['month', 'currency'],
  include: ['type', 'countryCode', 'status', 'bookings', 'totalMinor'],
})
export class BookingMonthlyRollup extends BookingRollup {
  declare [EntityName]?: 'BookingMonthlyRollup';
  @PrimaryKey({ type: 'date' }) month!: string;
  @kindKey() type!: BookingType;
  @countryKey() countryCode!: string;
  @statusKey() status!: BookingStatus;
  @currencyKey() currency!: string;
  @shardKey() shard!: number;
}

/** Per day and kind, all countries as one: totals, series and services without a row per country. */
@Entity({ tableName: 'booking_daily_kind_rollup' })
@Index({ name: 'booking_daily_kind_rollup_covering_index', properties: ['day', 'currency'], include: ['type', 'status', 'bookings', 'totalMinor'] })
export class BookingDailyKindRollup extends BookingRollup {
  declare [EntityName]?: 'BookingDailyKindRollup';
  @PrimaryKey({ type: 'date' }) day!: string;
  @kindKey() type!: BookingType;
  @statusKey() status!: BookingStatus;
  @currencyKey() currency!: string;
  @shardKey() shard!: number;
}
