import { OptionalProps } from '@mikro-orm/core';
import { Check, Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Hotel } from '../listings/hotels/hotel.entity.js';
import type { Translations } from '../listings/listing-translations.js';
import { TourDeparture } from '../listings/tours/tour.entity.js';
import { Booking } from './booking.entity.js';

/** A kind of room of a hotel: how many of it there are, for how many guests, at what nightly price. */
@ObjectType('RoomType', { description: 'A kind of room of a hotel, as its manager sees it' })
@Entity({ tableName: 'hotel_room_type' })
@Check({ name: 'hotel_room_type_units_check', expression: 'units > 0 and max_guests > 0 and price_per_night_minor >= 0' })
export class HotelRoomType {
  [OptionalProps]?: 'active' | 'translations';

  @Field(() => ID, { description: "The room type's id" })
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Hotel, { fieldName: 'hotel_id', deleteRule: 'cascade', index: true })
  hotel!: Hotel;

  @Field({ description: "The room type's name" })
  @Property({ type: 'string' })
  name!: string;

  /** Its name in the other languages its hotel's manager wrote it in (listing-translations.ts). */
  @Property({ type: 'json', defaultRaw: `'{}'` })
  translations: Translations<'name'> = {};

  @Field(() => Int, { description: 'How many rooms of this kind the hotel has' })
  @Property({ type: 'integer' })
  units!: number;

  @Field(() => Int, { description: 'Most guests in one room' })
  @Property({ type: 'integer' })
  maxGuests!: number;

  @Property({ type: 'integer' })
  pricePerNightMinor!: number;

  /** A room type the hotel stopped selling: kept for its bookings, never offered. */
  @Field({ description: 'Offered to travellers; inactive room types keep their bookings' })
  @Property({ type: 'boolean', default: true })
  active: boolean = true;
}

/** What a bucket counts: a room type's night, a leisure venue's night or event, a table's 30-minute slot, a vehicle's day. */
export enum BucketKind {
  ROOM_NIGHT = 'room_night',
  LEISURE_NIGHT = 'leisure_night',
  LEISURE_EVENT = 'leisure_event',
  TABLE_SLOT = 'table_slot',
  VEHICLE_DAY = 'vehicle_day',
}

/**
 * A guarded counter: claims add to `booked` with `update ... set booked = booked + n where booked + n <= capacity
 * and not closed`, and the CHECK makes overselling impossible whatever the code does. Created on first claim,
 * capacity copied from its unit (room type units, venue places, 1 for a table or a vehicle). Tours count on
 * tour_departure.
 */
@Entity({ tableName: 'inventory_bucket' })
@Unique({ properties: ['kind', 'unitId', 'slot'] })
@Check({ name: 'inventory_bucket_booked_check', expression: 'booked >= 0 and booked <= capacity' })
export class InventoryBucket {
  [OptionalProps]?: 'booked' | 'closed';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Enum({ items: () => BucketKind, nativeEnumName: 'bucket_kind' })
  kind!: BucketKind;

  @Property({ type: 'integer' })
  unitId!: number;

  /** Local wall-clock start of the night, day or slot. */
  @Property({ type: 'datetime', columnType: 'timestamp' })
  slot!: Date;

  @Property({ type: 'integer' })
  capacity!: number;

  @Property({ type: 'integer', default: 0 })
  booked: number = 0;

  /** Closed by the partner (a hotel night): no claim is taken, whatever is released, until it is opened again. */
  @Property({ type: 'boolean', default: false })
  closed: boolean = false;
}

/**
 * What a booking holds in one counter. A hold carries `expiresAt`; a confirmed claim has none. An expired
 * hold still sits in the counter until the next claim on that counter releases it (same transaction,
 * `released_at`), so correctness never waits for a job; reads count live claims only.
 */
@Entity({ tableName: 'inventory_claim' })
@Check({ name: 'inventory_claim_target_check', expression: '(bucket_id is null) <> (departure_id is null) and quantity > 0' })
@Index({
  name: 'inventory_claim_bucket_unreleased_idx',
  expression: 'create index "inventory_claim_bucket_unreleased_idx" on "inventory_claim" ("bucket_id") where "released_at" is null',
})
@Index({
  name: 'inventory_claim_lapsing_index',
  expression: 'create index "inventory_claim_lapsing_index" on "inventory_claim" ("expires_at") where "released_at" is null and "expires_at" is not null',
})
@Index({
  name: 'inventory_claim_departure_unreleased_idx',
  expression: 'create index "inventory_claim_departure_unreleased_idx" on "inventory_claim" ("departure_id") where "released_at" is null',
})
export class InventoryClaim {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Booking, { fieldName: 'booking_id', deleteRule: 'cascade', index: true, deferMode: 'deferred' })
  booking!: Booking;

  @ManyToOne(() => InventoryBucket, { fieldName: 'bucket_id', nullable: true, deleteRule: 'cascade' })
  bucket?: InventoryBucket | null;

  @ManyToOne(() => TourDeparture, { fieldName: 'departure_id', nullable: true, deleteRule: 'cascade' })
  departure?: TourDeparture | null;

  @Property({ type: 'integer' })
  quantity!: number;

  @Property({ type: 'datetime', nullable: true })
  expiresAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  releasedAt?: Date | null;
}

/** A booking request already answered: the same key with the same request returns the same booking. */
@Entity({ tableName: 'idempotency_key' })
export class IdempotencyKey {
  [OptionalProps]?: 'createdAt';

  /** The viewer's id, or "guest": keys of different accounts never meet. */
  @PrimaryKey({ type: 'string' })
  scope!: string;

  @PrimaryKey({ type: 'string', length: 200 })
  key!: string;

  /** bookingHold, bookingCreate, bookingConfirm. */
  @Property({ type: 'string' })
  operation!: string;

  /** sha256 of the parsed request: another request under the same key is refused. */
  @Property({ type: 'string', length: 64 })
  requestHash!: string;

  @ManyToOne(() => Booking, { fieldName: 'booking_id', deleteRule: 'cascade', deferMode: 'deferred' })
  booking!: Booking;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
