import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Money } from '../listings/money.js';
import { RestaurantTable } from '../listings/restaurants/restaurant.entity.js';

@ObjectType({ description: 'A room type and how many of it are free on every night of the stay' })
export class RoomTypeAvailability {
  @Field(() => ID)
  roomTypeId!: number;

  @Field()
  name!: string;

  @Field(() => Int)
  maxGuests!: number;

  @Field(() => Int, { description: 'Rooms of this type in the hotel' })
  units!: number;

  @Field(() => Int, { description: 'Free on every night of the stay; 0 when the stay is shorter than the minimum stay' })
  unitsLeft!: number;

  @Field(() => Int, { description: 'The shortest stay the hotel takes for arrivals on the check-in night' })
  minStay!: number;

  @Field(() => Money, { description: "The stay's nightly rate (its average when the hotel set rates for some nights)" })
  pricePerNight!: Money;

  @Field(() => Money, { description: 'One room for the whole stay, before taxes and fees' })
  stayPrice!: Money;

  @Field(() => Money, { description: 'What the booking charges for the rooms asked (hotelAvailability rooms), taxes and fees included' })
  stayTotal!: Money;
}

@ObjectType({ description: 'A departure and its free places' })
export class DepartureAvailability {
  @Field(() => ID)
  departureId!: number;

  @Field({ description: 'YYYY-MM-DD' })
  date!: string;

  @Field(() => Int)
  capacity!: number;

  @Field(() => Int)
  placesLeft!: number;
}

@ObjectType({ description: 'Tables taken for a two-hour seating starting at the given time' })
export class RestaurantAvailability {
  @Field(() => [ID])
  occupiedTableIds!: number[];

  @Field(() => [RestaurantTable])
  tables!: RestaurantTable[];
}

@ObjectType()
export class LeisureAvailability {
  @Field(() => Int)
  capacity!: number;

  @Field(() => Int)
  placesLeft!: number;
}
