import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import type { Language } from '../../language.js';
import { NumberedPage } from '../../graphql/connection.js';
import { MutationPayload } from '../../graphql/user-error.js';
import { HotelRoomType } from '../bookings/inventory.entity.js';
import { Hotel } from '../listings/hotels/hotel.entity.js';
import { HotelAmenity, HotelType } from '../listings/hotels/hotel.enums.js';
import { Weekday } from '../listings/restaurants/restaurant.enums.js';

@ObjectType({ description: "A page of the hotel manager's own hotels" })
export class PartnerHotelPage extends NumberedPage(Hotel) {}

@ObjectType({ description: "One night of one room type in a hotel's availability calendar" })
export class RoomNightView {
  @Field(() => ID, { description: 'The room type' })
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

  @Field(() => Int, { description: 'Rooms of this type offered that night' })
  units!: number;
}

@InputType({ description: 'Which room types to list' })
export class RoomTypeFilter {
  @Field(() => ID, { nullable: true, description: "Only this hotel's room types" })
  hotelId?: string | null;

  @Field(() => String, { nullable: true, description: 'Part of the name' })
  q?: string | null;

  @Field(() => String, { nullable: true, description: 'active or inactive' })
  status?: string | null;
}

@InputType({ description: "A room type's name in one more language" })
export class RoomTypeNameInput {
  @Field(() => String, { description: 'Its language: en, fr, ar or pt' })
  language!: Language;

  @Field({ description: 'The name in that language (at most 120 characters)' })
  name!: string;
}

@ObjectType({ description: "A room type's name in one more language" })
export class RoomTypeName {
  @Field({ description: 'Its language: en, fr, ar or pt' })
  language!: string;

  @Field({ description: 'The name in that language' })
  name!: string;
}

@InputType({ description: "A new room type of one of the partner's hotels" })
export class RoomTypeCreateInput {
  @Field(() => ID, { description: 'The hotel it belongs to' })
  hotelId!: string;

  @Field({ description: "The room type's name" })
  name!: string;

  @Field(() => Int, { description: 'How many rooms of this type' })
  units!: number;

  @Field(() => Int, { description: 'Most guests in one room' })
  maxGuests!: number;

  @Field(() => Float, { description: 'Nightly price in US dollars' })
  price!: number;

  @Field(() => Boolean, { nullable: true, description: 'Whether travellers can book it' })
  active?: boolean | null;

  @Field(() => [RoomTypeNameInput], {
    nullable: true,
    description: "The room type's name in other languages, each language once: what is sent replaces every version set before",
  })
  translations?: RoomTypeNameInput[] | null;
}

@InputType({ description: 'Changes to a room type; a field left out stays as it is' })
export class RoomTypeUpdateInput {
  @Field(() => String, { nullable: true, description: "The room type's name" })
  name?: string | null;

  @Field(() => Int, { nullable: true, description: 'How many rooms of this type' })
  units?: number | null;

  @Field(() => Int, { nullable: true, description: 'Most guests in one room' })
  maxGuests?: number | null;

  @Field(() => Float, { nullable: true, description: 'Price per night (major units)' })
  price?: number | null;

  @Field(() => Boolean, { nullable: true, description: 'Whether travellers can book it' })
  active?: boolean | null;

  @Field(() => [RoomTypeNameInput], {
    nullable: true,
    description: "The room type's name in other languages, each language once: what is sent replaces every version set before",
  })
  translations?: RoomTypeNameInput[] | null;
}

@InputType({ description: 'Close or open nights, or set their rate, for a room type over a range of dates (both included)' })
export class RoomNightsUpdateInput {
  @Field(() => ID, { description: 'The room type' })
  roomTypeId!: string;

  @Field({ description: 'First night' })
  from!: string;

  @Field({ description: 'Last night' })
  to!: string;

  @Field(() => Boolean, { nullable: true, description: 'Close those nights to bookings (true) or open them again (false)' })
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
  @Field({ description: "The hotel's name" })
  name!: string;

  @Field(() => String, { nullable: true, description: 'What travellers read about it' })
  description?: string | null;

  @Field(() => ID, { description: 'A city of the catalogue; the country follows' })
  cityId!: string;

  @Field(() => HotelType, { description: 'The kind of hotel' })
  type!: HotelType;

  @Field(() => Float, { description: '0 to 5, one decimal' })
  stars!: number;

  @Field(() => Float, { description: 'Lowest nightly rate in US dollars' })
  price!: number;
}

@InputType({ description: 'What changes on an own hotel; opening it (active) needs an active room type' })
export class HotelUpdateInput {
  @Field(() => String, { nullable: true, description: "The hotel's name" })
  name?: string | null;

  @Field(() => String, { nullable: true, description: 'What travellers read about it' })
  description?: string | null;

  @Field(() => ID, { nullable: true, description: 'The city it is in' })
  cityId?: string | null;

  @Field(() => HotelType, { nullable: true, description: 'The kind of hotel' })
  type?: HotelType | null;

  @Field(() => Float, { nullable: true, description: 'Star rating, 0 to 5' })
  stars?: number | null;

  @Field(() => Float, { nullable: true, description: 'Lowest nightly rate in US dollars' })
  price?: number | null;

  @Field(() => Boolean, { nullable: true, description: 'Whether travellers can find and book it' })
  active?: boolean | null;
}

@InputType({ description: "An own hotel's house rules and amenities, all at once: what is sent replaces what was set" })
export class HotelPoliciesInput {
  @Field({ description: 'Check-in opens at this time, HH:MM (14:00)' })
  checkInFrom!: string;

  @Field(() => String, { nullable: true, description: 'The latest check-in, HH:MM, later than checkInFrom; null: at any time' })
  checkInUntil?: string | null;

  @Field({ description: 'Guests leave their rooms by this time, HH:MM (11:00)' })
  checkOutUntil!: string;

  @Field({ description: 'Whether children may stay' })
  childrenAllowed!: boolean;

  @Field(() => Int, { nullable: true, description: 'With children allowed, the youngest age welcome, 0 to 17; null: any age' })
  childrenMinAge?: number | null;

  @Field({ description: 'Whether pets may stay' })
  petsAllowed!: boolean;

  @Field(() => [HotelAmenity], { description: 'What the hotel offers, each once; an empty list: none' })
  amenities!: HotelAmenity[];
}

@ObjectType({ description: 'The room type as saved' })
export class RoomTypePayload extends MutationPayload {
  @Field(() => HotelRoomType, { nullable: true, description: 'The room type' })
  roomType?: HotelRoomType | null;
}

@ObjectType({ description: 'Which room type was deleted' })
export class RoomTypeDeletePayload extends MutationPayload {
  @Field(() => ID, { nullable: true, description: 'The id of the deleted room type' })
  deletedId?: number | null;
}

@ObjectType({ description: 'The nights as saved' })
export class RoomNightsPayload extends MutationPayload {
  @Field(() => [RoomNightView], { nullable: true, description: 'The nights as they now are' })
  nights?: RoomNightView[] | null;
}

@ObjectType({ description: 'The hotel as saved' })
export class HotelPayload extends MutationPayload {
  @Field(() => Hotel, { nullable: true, description: 'The hotel' })
  hotel?: Hotel | null;
}
