// GraphQL types every partner dashboard shares: pages of own rows, the bookings filter, revenue reports.
// None carries a cache hint: partner answers are private and never cached (no-store).
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { LocalDateResolver } from 'graphql-scalars';
import { NumberedPage } from '../../graphql/connection.js';
import { MutationPayload } from '../../graphql/user-error.js';
import { Booking, BookingStatus, PaymentStatus, StayStatus } from '../bookings/booking.entity.js';
import { Money } from '../listings/money.js';
import { BookingHoldInput } from '../bookings/booking.types.js';

/** What a partner says of any listing of its own, created or edited: its name, city and description. */
@InputType()
export abstract class OwnListingInput {
  @Field(() => String, { nullable: true, description: "The listing's name; required when creating" })
  name?: string | null;

  @Field(() => ID, { nullable: true, description: 'Required when creating' })
  cityId?: string | null;

  @Field(() => String, { nullable: true, description: 'What travellers read about it' })
  description?: string | null;
}

@ObjectType({ description: "Bookings of the partner's own listings" })
export class PartnerBookingPage extends NumberedPage(Booking) {}

@InputType({ description: "Filters of a partner's bookings list" })
export class PartnerBookingFilterInput {
  @Field(() => String, { nullable: true, description: "Reference, traveller's name or e-mail" })
  q?: string | null;

  @Field(() => BookingStatus, { nullable: true, description: 'Only bookings in this state' })
  status?: BookingStatus | null;

  @Field(() => String, { nullable: true, description: 'Starting on or after, YYYY-MM-DD' })
  from?: string | null;

  @Field(() => String, { nullable: true, description: 'Starting on or before, YYYY-MM-DD' })
  to?: string | null;

  @Field(() => ID, { nullable: true, description: 'One of the partner’s listings' })
  listingId?: string | null;

  @Field(() => StayStatus, { nullable: true, description: 'Hotel guests expected, checked in (in house), checked out or no-shows' })
  stay?: StayStatus | null;

  @Field(() => Date, {
    nullable: true,
    description: 'Only bookings changed at or after this moment, oldest change first: pass the last updatedAt you read to fetch what changed since',
  })
  updatedSince?: Date | null;

  @Field(() => Int, { nullable: true, description: 'The page, from 1' })
  page?: number | null;

  @Field(() => Int, { nullable: true, description: 'Bookings a page, 30 unless given' })
  size?: number | null;
}

@InputType({ description: 'What a partner changes on a booking' })
export class PartnerBookingUpdateInput {
  @Field(() => PaymentStatus, { nullable: true, description: 'PAID once the traveller paid at the venue' })
  paymentStatus?: PaymentStatus | null;
}

@ObjectType({ description: 'The booking the partner changed' })
export class PartnerBookingPayload extends MutationPayload {
  @Field(() => Booking, { nullable: true, description: 'The booking' })
  booking?: Booking | null;
}

@ObjectType({ description: "One of the partner's own listings, as its bookings filter offers it" })
export class PartnerListingChoice {
  @Field(() => ID, { description: "The listing's id" })
  id!: number;

  @Field({ description: "The listing's name" })
  name!: string;
}

@ObjectType({ description: 'Confirmed bookings starting on one day' })
export class RevenueDay {
  @Field(() => LocalDateResolver, { description: 'The day' })
  date!: string;

  @Field(() => Int, { description: 'Bookings that day' })
  bookings!: number;

  @Field(() => Int, { description: 'Guests, travellers or passengers' })
  guests!: number;

  @Field(() => Money, { description: 'Revenue that day' })
  revenue!: Money;
}

@ObjectType({ description: 'Confirmed bookings of one listing over the range' })
export class ListingRevenue {
  @Field(() => ID, { description: "The listing's id" })
  listingId!: number;

  @Field({ description: "The listing's name" })
  name!: string;

  @Field(() => Int, { description: 'Bookings of the listing over the period' })
  bookings!: number;

  @Field(() => Int, { description: 'Guests of the listing over the period' })
  guests!: number;

  @Field(() => Money, { description: 'Revenue of the listing over the period' })
  revenue!: Money;
}

@ObjectType({ description: "A partner's bookings and revenue over a range of start dates" })
export class PartnerRevenue {
  @Field(() => LocalDateResolver, { description: 'First day of the period' })
  from!: string;

  @Field(() => LocalDateResolver, { description: 'Last day of the period' })
  to!: string;

  @Field(() => Int, { description: 'Confirmed bookings' })
  bookings!: number;

  @Field(() => Int, { description: 'Guests over the period' })
  guests!: number;

  @Field(() => Int, { description: 'Cancelled over the same range' })
  cancelled!: number;

  @Field(() => Money, { description: 'Revenue over the period' })
  revenue!: Money;

  @Field(() => [RevenueDay], { description: 'Every day of the range, zeros included' })
  days!: RevenueDay[];

  @Field(() => [ListingRevenue], { description: 'By listing, highest revenue first' })
  byListing!: ListingRevenue[];
}

/** An input object without the fields the client left out or sent as null. */
export type Given<Input> = { [Field in keyof Input as null extends Input[Field] ? Field : never]?: Exclude<Input[Field], null> } & {
  [Field in keyof Input as null extends Input[Field] ? never : Field]: Input[Field];
};

/** Input objects with the fields the client left out or sent as null removed: the schemas see only what was given. */
export const given = <Input extends object>(input: Input): Given<Input> =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null && value !== undefined)) as Given<Input>;

/** A booking a partner takes for a caller: the caller as contact and one request of the partner's kind, paid at the venue. */
@InputType({
  description:
    "A booking for a caller at one of your own listings: the caller's name, e-mail and phone, and exactly one request of your kind (hotel, tour, restaurant, leisure or ride); paid at the venue",
})
export class PartnerBookingCreateInput extends BookingHoldInput {}
