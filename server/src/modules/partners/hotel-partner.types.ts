import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { NumberedPage } from '../../graphql/connection.js';
import { MutationPayload } from '../../graphql/user-error.js';
import { HotelRoomType } from '../bookings/inventory.entity.js';
import { Hotel } from '../listings/hotels/hotel.entity.js';
import { HotelType } from '../listings/hotels/hotel.enums.js';
import { Weekday } from '../listings/restaurants/restaurant.enums.js';

@ObjectType({ description: "A page of the hotel manager's own hotels" })
export class PartnerHotelPage extends NumberedPage(Hotel) {}

@ObjectType({ description: "One night of one room type in a hotel's availability calendar" })
export class RoomNightView {
  @Field(() => ID)
  roomTypeId!: number;

  @Field({ description: 'YYYY-MM-DD' })
  night!: string;

  @Field(() => Float, { description: 'The rate travellers pay that night, in US dollars' })
  price!: number;

  @Field({ description: 'Closed nights cannot be booked' })
  closed!: boolean;

  @Field(() => Int, { nullable: true, description: 'A stay arriving this night is at least this many nights; null: no minimum' })
  minStay!: number | null;

  @Field(() => Int, { description: 'Rooms booked or held that night' })
  booked!: number;

  @Field(() => Int)
  units!: number;
}

@InputType()
export class RoomTypeFilter {
  @Field(() => ID, { nullable: true })
  hotelId?: string | null;

  @Field(() => String, { nullable: true, description: 'Part of the name' })
  q?: string | null;

  @Field(() => String, { nullable: true, description: 'active or inactive' })
  status?: string | null;
}

@InputType()
export class RoomTypeCreateInput {
  @Field(() => ID)
  hotelId!: string;

  @Field()
  name!: string;

  @Field(() => Int)
  units!: number;

  @Field(() => Int)
  maxGuests!: number;

  @Field(() => Float, { description: 'Nightly price in US dollars' })
  price!: number;

  @Field(() => Boolean, { nullable: true })
  active?: boolean | null;
}

@InputType()
export class RoomTypeUpdateInput {
  @Field(() => String, { nullable: true })
  name?: string | null;

  @Field(() => Int, { nullable: true })
  units?: number | null;

  @Field(() => Int, { nullable: true })
  maxGuests?: number | null;

  @Field(() => Float, { nullable: true })
  price?: number | null;

  @Field(() => Boolean, { nullable: true })
  active?: boolean | null;
}

@InputType({ description: 'Close or open nights, or set their rate, for a room type over a range of dates (both included)' })
export class RoomNightsUpdateInput {
  @Field(() => ID)
  roomTypeId!: string;

  @Field()
  from!: string;

  @Field()
  to!: string;

  @Field(() => Boolean, { nullable: true })
  closed?: boolean | null;

  @Field(() => Float, { nullable: true, description: 'Nightly rate in US dollars' })
  price?: number | null;

  @Field(() => [Weekday], { nullable: true, description: 'Only these days of the week within the range; every day when left out' })
  weekdays?: Weekday[] | null;

  @Field(() => Int, { nullable: true, description: 'Minimum stay of arrivals on these nights, 1 to 30 nights' })
  minStay?: number | null;
}

@InputType({ description: 'A new hotel of the manager: it starts hidden from travellers until the manager opens it' })
export class HotelCreateInput {
  @Field()
  name!: string;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => ID, { description: 'A city of the catalogue; the country follows' })
  cityId!: string;

  @Field(() => HotelType)
  type!: HotelType;

  @Field(() => Float, { description: '0 to 5, one decimal' })
  stars!: number;

  @Field(() => Float, { description: 'Lowest nightly rate in US dollars' })
  price!: number;
}

@InputType({ description: 'What changes on an own hotel; opening it (active) needs an active room type' })
export class HotelUpdateInput {
  @Field(() => String, { nullable: true })
  name?: string | null;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => ID, { nullable: true })
  cityId?: string | null;

  @Field(() => HotelType, { nullable: true })
  type?: HotelType | null;

  @Field(() => Float, { nullable: true })
  stars?: number | null;

  @Field(() => Float, { nullable: true, description: 'Lowest nightly rate in US dollars' })
  price?: number | null;

  @Field(() => Boolean, { nullable: true })
  active?: boolean | null;
}

@ObjectType()
export class RoomTypePayload extends MutationPayload {
  @Field(() => HotelRoomType, { nullable: true })
  roomType?: HotelRoomType | null;
}

@ObjectType()
export class RoomTypeDeletePayload extends MutationPayload {
  @Field(() => ID, { nullable: true })
  deletedId?: number | null;
}

@ObjectType()
export class RoomNightsPayload extends MutationPayload {
  @Field(() => [RoomNightView], { nullable: true })
  nights?: RoomNightView[] | null;
}

@ObjectType()
export class HotelPayload extends MutationPayload {
  @Field(() => Hotel, { nullable: true })
  hotel?: Hotel | null;
}
