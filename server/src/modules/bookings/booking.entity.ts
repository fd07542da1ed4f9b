import { EntityName, OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { Language } from '../../language.js';
import { User } from '../users/user.entity.js';

/** The five things travellers book (spec §3 booking_type; leisure is the legacy "nightlife"). */
export enum BookingType {
  HOTEL = 'hotel',
  TOUR = 'tour',
  RESTAURANT = 'restaurant',
  LEISURE = 'leisure',
  TRANSPORT = 'transport',
}

export enum BookingStatus {
  /** Inventory held for the last checkout step; counts against availability until `holdExpiresAt`. */
  HELD = 'held',
  CONFIRMED = 'confirmed',
  CANCELLED = 'cancelled',
}

export enum PaymentStatus {
  /** Pay at the venue (or not paid yet). */
  UNPAID = 'unpaid',
  PAID = 'paid',
}

/** Where a hotel guest is in the stay, from the front desk's check-in and check-out (other kinds stay EXPECTED). */
export enum StayStatus {
  /** Confirmed, not checked in yet. */
  EXPECTED = 'expected',
  CHECKED_IN = 'checked_in',
  CHECKED_OUT = 'checked_out',
  /** Never came: the rooms went back on sale. */
  NO_SHOW = 'no_show',
}

registerEnumType(BookingType, {
  name: 'BookingType',
  description: 'What was booked: a hotel stay, a tour, a restaurant table, a leisure venue or a ride',
  valuesConfig: {
    HOTEL: { description: 'A hotel stay' },
    TOUR: { description: 'A place on a tour departure' },
    RESTAURANT: { description: 'A restaurant table' },
    LEISURE: { description: 'A leisure venue (bar, club, event…)' },
    TRANSPORT: { description: 'A ride (vehicle hire)' },
  },
});
registerEnumType(StayStatus, {
  name: 'StayStatus',
  description: 'Where a hotel guest is in the stay',
  valuesConfig: {
    EXPECTED: { description: 'Not arrived yet' },
    CHECKED_IN: { description: 'Arrived and staying' },
    CHECKED_OUT: { description: 'Left' },
    NO_SHOW: { description: 'Never came: the rooms of the nights left went back on sale' },
  },
});
registerEnumType(BookingStatus, {
  name: 'BookingStatus',
  description: 'The stored status of a booking',
  valuesConfig: {
    HELD: { description: 'Held while payment is awaited; released when the hold expires' },
    CONFIRMED: { description: 'Confirmed' },
    CANCELLED: { description: 'Cancelled' },
  },
});
registerEnumType(PaymentStatus, {
  name: 'PaymentStatus',
  description: 'Whether the booking is paid',
  valuesConfig: { UNPAID: { description: 'Not paid yet (or paid at the venue)' }, PAID: { description: 'Paid' } },
});

/**
 * A booking of any type, for a user or a guest (e-mail). The listing's name and place are copied in, so a
 * booking reads the same after the listing changes. Money in integer minor units.
 */
@ObjectType({ description: 'A booking: held during checkout, then confirmed' })
@Entity({ tableName: 'booking' })
@Index({ properties: ['user', 'createdAt'] })
/** Newest first across the marketplace (admin recent bookings). */
@Index({ properties: ['createdAt'] })
/** The pending bookings (holds, and unpaid bookings awaiting the guest's e-mail) of one client: fair-share.ts. */
@Index({
  name: 'booking_pending_address_idx',
  expression: `create index "booking_pending_address_idx" on "booking" ("client_address") where "status" = 'held' or "email_confirm_by" is not null`,
})
@Index({
  name: 'booking_pending_email_idx',
  expression: `create index "booking_pending_email_idx" on "booking" ("email") where "status" = 'held' or "email_confirm_by" is not null`,
})
export class Booking {
  declare [EntityName]?: 'Booking';
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'status' | 'paymentStatus' | 'currency' | 'details' | 'language';

  @Field(() => ID, { description: 'Random: guessing one finds nothing' })
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @Field({ description: 'JA-{timestamp}-{random}, shown to the traveller' })
  @Property({ type: 'string', length: 40, unique: true })
  reference!: string;

  @Field(() => BookingType, { description: 'What was booked' })
  @Enum({ items: () => BookingType, nativeEnumName: 'booking_type' })
  type!: BookingType;

  @Field(() => ID, { description: 'Id of the hotel, tour, restaurant, leisure venue or transport service' })
  @Property({ type: 'integer' })
  listingId!: number;

  @Field({ description: 'The listing name when booked (legacy service_name)' })
  @Property({ type: 'string' })
  listingName!: string;

  @Field({ description: '"City, Country"' })
  @Property({ type: 'string' })
  location!: string;

  @Field({ description: "The listing's city" })
  @Property({ type: 'string' })
  city!: string;

  @Property({ type: 'string', length: 2 })
  countryCode!: string;

  @ManyToOne(() => User, { fieldName: 'user_id', nullable: true, deleteRule: 'set null' })
  user?: User | null;

  /** The guest's (or user's) e-mail, lower-cased: with the reference it opens a guest booking. */
  @Property({ type: 'string' })
  @Index()
  email!: string;

  @Field({ description: "The traveller's name, as given for the booking" })
  @Property({ type: 'string' })
  contactName!: string;

  @Property({ type: 'string', nullable: true })
  phone?: string | null;

  @Field(() => BookingStatus, { description: 'The stored status (see lifecycle for the one shown to travellers)' })
  @Enum({ items: () => BookingStatus, nativeEnumName: 'booking_status', default: BookingStatus.HELD })
  status: BookingStatus = BookingStatus.HELD;

  @Field(() => PaymentStatus, { description: 'Whether the booking is paid' })
  @Enum({ items: () => PaymentStatus, nativeEnumName: 'payment_status', default: PaymentStatus.UNPAID })
  paymentStatus: PaymentStatus = PaymentStatus.UNPAID;

  @Field(() => String, { nullable: true, description: 'pay_at_venue, test_card, mpesa or mtn_momo' })
  @Property({ type: 'string', nullable: true })
  paymentMethod?: string | null;

  @Property({ type: 'string', nullable: true })
  paymentReference?: string | null;

  @Field({ description: 'Check-in, departure, reservation or pickup date (YYYY-MM-DD, local)' })
  @Property({ type: 'date' })
  startDate!: string;

  @Field(() => String, { nullable: true, description: 'HH:MM for restaurant and leisure reservations' })
  @Property({ type: 'string', length: 5, nullable: true })
  startTime?: string | null;

  @Field({ description: 'Check-out, return or last date (YYYY-MM-DD); the start date for single-day bookings' })
  @Property({ type: 'date' })
  endDate!: string;

  @Field(() => Int, { description: 'Guests, travellers or passengers' })
  @Property({ type: 'integer' })
  partySize!: number;

  @Field(() => Int, { description: 'Rooms, tables, places or vehicles claimed' })
  @Property({ type: 'integer' })
  units!: number;

  /** Type-specific choices (room type, table, vehicle, add-ons, requests), for display. */
  @Property({ type: 'json', default: '{}' })
  details: Record<string, unknown> = {};

  @Property({ type: 'integer' })
  totalMinor!: number;

  @Property({ type: 'string', length: 3, default: 'USD' })
  currency: string = 'USD';

  @Field(() => Date, { nullable: true, description: 'While HELD: when the hold lapses' })
  @Property({ type: 'datetime', nullable: true })
  holdExpiresAt?: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the booking was confirmed' })
  @Property({ type: 'datetime', nullable: true })
  confirmedAt?: Date | null;

  @Field(() => Date, {
    nullable: true,
    description: "An unverified guest's unpaid booking: released unless the guest opens the link e-mailed to them before then",
  })
  @Property({ type: 'datetime', nullable: true })
  emailConfirmBy?: Date | null;

  /** The address it was placed from (http/peer.ts): pending bookings are limited per client (fair-share.ts). */
  @Property({ type: 'string', length: 45, nullable: true })
  clientAddress?: string | null;

  @Field({ description: 'When the booking was made' })
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Field({ description: 'When anything of it last changed (status, payment, dates, stay): what updatedSince filters on' })
  /** Kept by the database on every update of the row (a trigger), whoever makes it. */
  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  @Field(() => Date, { nullable: true, description: 'When the hotel checked the guest in' })
  @Property({ type: 'datetime', nullable: true })
  checkedInAt?: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the hotel checked the guest out' })
  @Property({ type: 'datetime', nullable: true })
  checkedOutAt?: Date | null;

  /** When the restaurant or hotel marked the guests as a no-show (booking-lifecycle.ts); null otherwise. */
  @Field(() => Date, { nullable: true, description: 'When the restaurant or hotel marked the guests as a no-show' })
  @Property({ type: 'datetime', nullable: true })
  noShowAt?: Date | null;

  /** The interface language the traveller booked in: later mails (the review invitation) are written in it. */
  @Property({ type: 'string', length: 2, default: 'en' })
  language: Language = 'en';

  /** When the review invitation went to the outbox; null until the booking is completed and invited. */
  @Property({ type: 'datetime', nullable: true })
  reviewInvitedAt?: Date | null;
}
