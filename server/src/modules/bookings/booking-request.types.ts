// The GraphQL inputs of each built-in kind's booking request. Dates travel as YYYY-MM-DD strings and required form
// fields are nullable here, so that a missing or past date comes back as a userError with the spec's words.
import { Field, ID, InputType, Int } from 'type-graphql';

@InputType({ description: 'A hotel stay: total = nightly price × rooms × nights' })
export class HotelStayInput {
  @Field(() => ID, { description: 'The hotel' })
  hotelId!: string;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' })
  checkIn?: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD, after check-in' })
  checkOut?: string | null;

  @Field(() => Int, { defaultValue: 1, description: 'Rooms of the room type, 1 to 10' })
  rooms!: number;

  @Field(() => Int, { defaultValue: 2, description: 'Guests in all the rooms' })
  guests!: number;

  @Field(() => ID, { nullable: true, description: 'Default: the cheapest room type that fits and is free' })
  roomTypeId?: string | null;

  @Field(() => String, { nullable: true, description: 'What the guests ask of the hotel (arrival time, cot, quiet room), as they write it' })
  specialRequests?: string | null;
}

@InputType({ description: 'Places on a tour departure: (base price + add-ons) × party size' })
export class TourPlacesInput {
  @Field(() => ID, { description: 'The tour' })
  tourId!: string;

  @Field(() => String, { nullable: true, description: 'Departure date, YYYY-MM-DD' })
  date?: string | null;

  @Field(() => Int, { nullable: true, description: '1 to 12' })
  partySize?: number | null;

  @Field(() => [String], { nullable: true, description: 'Add-on ids: photo, premium-meals, luxury-transport, spa' })
  addOns?: string[] | null;
}

@InputType({ description: 'A table for two hours from `time`' })
export class TableReservationInput {
  @Field(() => ID, { description: 'The restaurant' })
  restaurantId!: string;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' })
  date?: string | null;

  @Field(() => String, { nullable: true, description: 'HH:MM, every 30 minutes from 08:00 to 22:00' })
  time?: string | null;

  @Field(() => Int, { nullable: true, description: '1 to 12' })
  partySize?: number | null;

  @Field(() => ID, { nullable: true, description: 'A table of the floor plan; default: the smallest free one that fits' })
  tableId?: string | null;

  @Field(() => String, { nullable: true, description: 'indoor, outdoor, window or bar' })
  seatingPreference?: string | null;

  @Field(() => String, { nullable: true, description: 'birthday, business, romantic or family' })
  occasion?: string | null;

  @Field(() => String, { nullable: true, description: 'What the party asks of the restaurant, as they write it' })
  specialRequests?: string | null;

  @Field(() => String, { nullable: true, description: 'Allergies and dietary needs the kitchen must know of' })
  allergies?: string | null;

  @Field(() => [PreOrderLineInput], {
    nullable: true,
    description: "Dishes and drinks ordered ahead from the restaurant's menu, charged at its prices; none: the flat reservation charge",
  })
  preOrder?: PreOrderLineInput[] | null;
}

@InputType({ description: "One dish or drink of a restaurant's menu, ordered ahead with a table" })
export class PreOrderLineInput {
  @Field({ description: "The menu item's code (Restaurant.menu)" })
  code!: string;

  @Field(() => Int, { description: '1 to 20' })
  quantity!: number;
}

@InputType({ description: 'A table at a leisure venue for the night' })
export class LeisureReservationInput {
  @Field(() => ID, { description: 'The venue' })
  venueId!: string;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' })
  date?: string | null;

  @Field(() => String, { nullable: true, description: 'HH:MM' })
  time?: string | null;

  @Field(() => Int, { defaultValue: 2, description: '1 to 12' })
  guests!: number;

  @Field(() => String, { nullable: true, description: 'What the party asks of the venue, as they write it' })
  specialRequests?: string | null;

  @Field(() => ID, { nullable: true, description: "One of the venue's events: its date and start time must be given, and its price per person applies" })
  eventId?: string | null;
}

@InputType({ description: 'A vehicle hire: price per day × days (at least one)' })
export class RideHireInput {
  @Field(() => ID, { description: 'The transport service' })
  serviceId!: string;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' })
  pickupDate?: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD, on or after pickup' })
  returnDate?: string | null;

  @Field(() => Int, { defaultValue: 1, description: 'Passengers travelling' })
  passengers!: number;
}
