import { Arg, Authorized, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { ApiContext } from '../../http/api-context.js';
import { commandOf, parseArgs } from '../../graphql/arguments.js';
import { MutationPayload, payloadOf } from '../../graphql/user-error.js';
import { Booking } from '../bookings/booking.entity.js';
import { Restaurant, RestaurantTable } from '../listings/restaurants/restaurant.entity.js';
import { Cuisine, Weekday } from '../listings/restaurants/restaurant.enums.js';
import { Role } from '../users/role.js';
import { NumberedPage } from '../../graphql/connection.js';
import { type Given, OwnListingInput, given } from './partner.types.js';
import { HostReservation, hostReservationOf } from './restaurant-host-stand.resolver.js';
import { restaurantPartnerSchemas } from './restaurant-partner.service.js';

const MANAGER = [Role.RESTAURANT_MANAGER];

@ObjectType({ description: "The restaurant manager's own restaurants" })
export class PartnerRestaurantPage extends NumberedPage(Restaurant) {}

@ObjectType({ description: 'Reservations starting at one seating time' })
export class ReservationSlot {
  @Field({ description: 'HH:MM' })
  time!: string;

  @Field(() => [Booking], { description: 'The bookings at this time' })
  bookings!: Booking[];

  @Field(() => [HostReservation], { description: 'The same bookings as the host stand shows them' })
  reservations(): HostReservation[] {
    return this.bookings.map(hostReservationOf);
  }

  @Field(() => Int, { description: 'Guests expected in this slot (no-shows left out)' })
  covers!: number;
}

@ObjectType({ description: 'An own restaurant with its floor plan, and the reservations of a day by seating' })
export class RestaurantDay {
  @Field(() => Restaurant, { description: 'The restaurant' })
  restaurant!: Restaurant;

  @Field(() => [RestaurantTable], { description: 'Its tables' })
  tables!: RestaurantTable[];

  @Field({ description: 'The day' })
  date!: string;

  @Field({ description: "Today on the restaurant's own clock, YYYY-MM-DD: the day walk-ins are seated on" })
  today!: string;

  @Field(() => [ReservationSlot], { description: "The day's reservation times and what is booked at each" })
  slots!: ReservationSlot[];
}

@InputType({ description: 'The opening hours of one weekday' })
export class OpeningHoursInput {
  @Field(() => Weekday, { description: 'The day these hours are for' })
  weekday!: Weekday;

  @Field({ description: 'HH:MM' })
  opens!: string;

  @Field({ description: 'HH:MM' })
  closes!: string;
}

@InputType({ description: 'A restaurant as its manager describes it; the average price in US dollars per person' })
export class RestaurantInput extends OwnListingInput {
  @Field(() => Cuisine, { nullable: true, description: 'Its cuisine' })
  cuisine?: Cuisine | null;

  @Field(() => Number, { nullable: true, description: 'Average price of a meal (major units)' })
  averagePrice?: number | null;

  @Field(() => Boolean, { nullable: true, description: 'Whether travellers can find and book it' })
  active?: boolean | null;

  @Field(() => [OpeningHoursInput], { nullable: true, description: 'Every open weekday; one left out is closed' })
  openingHours?: OpeningHoursInput[] | null;
}

@InputType({ description: 'A table on the floor plan: x and y in percent of the plan' })
export class RestaurantTableInput {
  @Field(() => String, { nullable: true, description: "The table's name on the floor plan" })
  label?: string | null;

  @Field(() => Int, { nullable: true, description: 'How many it seats' })
  seats?: number | null;

  @Field(() => Int, { nullable: true, description: 'Position across the floor plan' })
  x?: number | null;

  @Field(() => Int, { nullable: true, description: 'Position down the floor plan' })
  y?: number | null;
}

@ObjectType({ description: 'The restaurant as saved' })
export class RestaurantPayload extends MutationPayload {
  @Field(() => Restaurant, { nullable: true, description: 'The restaurant' })
  restaurant?: Restaurant | null;
}

@ObjectType({ description: 'The table as saved' })
export class RestaurantTablePayload extends MutationPayload {
  @Field(() => RestaurantTable, { nullable: true, description: 'The table' })
  table?: RestaurantTable | null;
}

const plain = <Input extends object>(input: Input): Given<Input> => JSON.parse(JSON.stringify(given(input)));

/** The restaurant manager's dashboard, over RestaurantPartnerService. */
@Resolver()
export class RestaurantPartnerResolver {
  @Authorized(MANAGER)
  @Query(() => PartnerRestaurantPage, { description: 'Your restaurants, by name' })
  partnerRestaurants(
    @Arg('q', () => String, { nullable: true, description: 'Words to find in the name' }) q: string | null,
    @Arg('page', () => Int, { nullable: true, description: 'The page, from 1' }) page: number | null,
    @Ctx() ctx: ApiContext,
  ) {
    return ctx.services.restaurantPartners.restaurants(ctx, parseArgs(restaurantPartnerSchemas.list, given({ q, page, size: null })));
  }

  @Authorized(MANAGER)
  @Query(() => RestaurantDay, { description: 'An own restaurant, its floor plan and the reservations of a day' })
  async partnerRestaurantDay(
    @Arg('id', () => ID, { description: 'Your restaurant' }) id: string,
    @Arg('date', { description: 'The day, YYYY-MM-DD' }) date: string,
    @Ctx() ctx: ApiContext,
  ): Promise<RestaurantDay> {
    const day = await ctx.services.restaurantPartners.reservations(ctx, id, parseArgs(restaurantPartnerSchemas.day, { date }));
    const tables = await ctx.services.restaurantPartners.tables(ctx, id);
    return Object.assign(new RestaurantDay(), day, { tables, slots: day.slots.map((slot) => Object.assign(new ReservationSlot(), slot)) });
  }

  @Authorized(MANAGER)
  @Mutation(() => RestaurantPayload, {
    description: 'A new restaurant of the manager’s (name, city, cuisine, average price), open every day until its hours are set',
  })
  restaurantCreate(@Arg('input', { description: 'The details of what is added' }) input: RestaurantInput, @Ctx() ctx: ApiContext) {
    return payloadOf(RestaurantPayload, async () => ({
      restaurant: await ctx.services.restaurantPartners.restaurantCreate(ctx, commandOf(restaurantPartnerSchemas.restaurantCreate, plain(input))),
    }));
  }

  @Authorized(MANAGER)
  @Mutation(() => RestaurantPayload, { description: 'Edits an own restaurant: details, opening hours, active' })
  restaurantUpdate(
    @Arg('id', () => ID, { description: 'Your restaurant' }) id: string,
    @Arg('input', { description: 'What changes; fields left out stay as they are' }) input: RestaurantInput,
    @Ctx() ctx: ApiContext,
  ) {
    return payloadOf(RestaurantPayload, async () => ({
      restaurant: await ctx.services.restaurantPartners.restaurantUpdate(ctx, id, commandOf(restaurantPartnerSchemas.restaurantUpdate, plain(input))),
    }));
  }

  @Authorized(MANAGER)
  @Mutation(() => RestaurantTablePayload, { description: 'Adds a table to the floor plan' })
  restaurantTableAdd(
    @Arg('restaurantId', () => ID, { description: 'Your restaurant' }) restaurantId: string,
    @Arg('input', { description: 'The details of what is added' }) input: RestaurantTableInput,
    @Ctx() ctx: ApiContext,
  ) {
    return payloadOf(RestaurantTablePayload, async () => ({
      table: await ctx.services.restaurantPartners.tableAdd(ctx, restaurantId, commandOf(restaurantPartnerSchemas.tableAdd, given(input))),
    }));
  }

  @Authorized(MANAGER)
  @Mutation(() => RestaurantTablePayload, { description: 'Moves, relabels or resizes a table' })
  restaurantTableUpdate(
    @Arg('id', () => ID, { description: 'The table, in one of your restaurants' }) id: string,
    @Arg('input', { description: 'What changes; fields left out stay as they are' }) input: RestaurantTableInput,
    @Ctx() ctx: ApiContext,
  ) {
    return payloadOf(RestaurantTablePayload, async () => ({
      table: await ctx.services.restaurantPartners.tableUpdate(ctx, id, commandOf(restaurantPartnerSchemas.tableUpdate, given(input))),
    }));
  }

  @Authorized(MANAGER)
  @Mutation(() => RestaurantTablePayload, { description: 'Removes a table with no reservation to come' })
  restaurantTableRemove(@Arg('id', () => ID, { description: 'The table, in one of your restaurants' }) id: string, @Ctx() ctx: ApiContext) {
    return payloadOf(RestaurantTablePayload, async () => ({ table: await ctx.services.restaurantPartners.tableRemove(ctx, id) }));
  }
}
