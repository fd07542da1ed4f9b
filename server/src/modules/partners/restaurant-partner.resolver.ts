import { Arg, Authorized, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { MutationPayload, payloadOf } from '../../graphql/user-error.js';
import { Booking } from '../bookings/booking.entity.js';
import { Restaurant, RestaurantTable } from '../listings/restaurants/restaurant.entity.js';
import { Cuisine, Weekday } from '../listings/restaurants/restaurant.types.js';
import { Role } from '../users/role.js';
import { NumberedPage } from '../../graphql/connection.js';
import { OwnListingInput, given } from './partner.types.js';

const MANAGER = [Role.RESTAURANT_MANAGER];

@ObjectType({ description: "The restaurant manager's own restaurants" })
export class PartnerRestaurantPage extends NumberedPage(Restaurant) {}

@ObjectType({ description: 'Reservations starting at one seating time' })
export class ReservationSlot {
  @Field({ description: 'HH:MM' })
  time!: string;

  @Field(() => [Booking])
  bookings!: Booking[];
}

@ObjectType({ description: 'An own restaurant with its floor plan, and the reservations of a day by seating' })
export class RestaurantDay {
  @Field(() => Restaurant)
  restaurant!: Restaurant;

  @Field(() => [RestaurantTable])
  tables!: RestaurantTable[];

  @Field()
  date!: string;

  @Field(() => [ReservationSlot])
  slots!: ReservationSlot[];
}

@InputType()
export class OpeningHoursInput {
  @Field(() => Weekday)
  weekday!: Weekday;

  @Field({ description: 'HH:MM' })
  opens!: string;

  @Field({ description: 'HH:MM' })
  closes!: string;
}

@InputType({ description: 'A restaurant as its manager describes it; the average price in US dollars per person' })
export class RestaurantInput extends OwnListingInput {
  @Field(() => Cuisine, { nullable: true })
  cuisine?: Cuisine | null;

  @Field(() => Number, { nullable: true })
  averagePrice?: number | null;

  @Field(() => Boolean, { nullable: true })
  active?: boolean | null;

  @Field(() => [OpeningHoursInput], { nullable: true, description: 'Every open weekday; one left out is closed' })
  openingHours?: OpeningHoursInput[] | null;
}

@InputType({ description: 'A table on the floor plan: x and y in percent of the plan' })
export class RestaurantTableInput {
  @Field(() => String, { nullable: true })
  label?: string | null;

  @Field(() => Int, { nullable: true })
  seats?: number | null;

  @Field(() => Int, { nullable: true })
  x?: number | null;

  @Field(() => Int, { nullable: true })
  y?: number | null;
}

@ObjectType()
export class RestaurantPayload extends MutationPayload {
  @Field(() => Restaurant, { nullable: true })
  restaurant?: Restaurant | null;
}

@ObjectType()
export class RestaurantTablePayload extends MutationPayload {
  @Field(() => RestaurantTable, { nullable: true })
  table?: RestaurantTable | null;
}

const plain = (input: object) => JSON.parse(JSON.stringify(given(input))) as Record<string, unknown>;

/** The restaurant manager's dashboard, over RestaurantPartnerService. */
@Resolver()
export class RestaurantPartnerResolver {
  @Authorized(MANAGER)
  @Query(() => PartnerRestaurantPage)
  partnerRestaurants(
    @Arg('q', () => String, { nullable: true }) q: string | null,
    @Arg('page', () => Int, { nullable: true }) page: number | null,
    @Ctx() ctx: RequestContext,
  ) {
    return ctx.services.restaurantPartners.restaurants(ctx, given({ q, page }));
  }

  @Authorized(MANAGER)
  @Query(() => RestaurantDay, { description: 'An own restaurant, its floor plan and the reservations of a day' })
  async partnerRestaurantDay(@Arg('id', () => ID) id: string, @Arg('date') date: string, @Ctx() ctx: RequestContext): Promise<RestaurantDay> {
    const day = await ctx.services.restaurantPartners.reservations(ctx, id, { date });
    const tables = await ctx.services.restaurantPartners.tables(ctx, id);
    return Object.assign(new RestaurantDay(), day, { tables });
  }

  @Authorized(MANAGER)
  @Mutation(() => RestaurantPayload, {
    description: 'A new restaurant of the manager’s (name, city, cuisine, average price), open every day until its hours are set',
  })
  restaurantCreate(@Arg('input') input: RestaurantInput, @Ctx() ctx: RequestContext) {
    return payloadOf(RestaurantPayload, async () => ({ restaurant: await ctx.services.restaurantPartners.restaurantCreate(ctx, plain(input)) }));
  }

  @Authorized(MANAGER)
  @Mutation(() => RestaurantPayload, { description: 'Edits an own restaurant: details, opening hours, active' })
  restaurantUpdate(@Arg('id', () => ID) id: string, @Arg('input') input: RestaurantInput, @Ctx() ctx: RequestContext) {
    return payloadOf(RestaurantPayload, async () => ({ restaurant: await ctx.services.restaurantPartners.restaurantUpdate(ctx, id, plain(input)) }));
  }

  @Authorized(MANAGER)
  @Mutation(() => RestaurantTablePayload, { description: 'Adds a table to the floor plan' })
  restaurantTableAdd(@Arg('restaurantId', () => ID) restaurantId: string, @Arg('input') input: RestaurantTableInput, @Ctx() ctx: RequestContext) {
    return payloadOf(RestaurantTablePayload, async () => ({ table: await ctx.services.restaurantPartners.tableAdd(ctx, restaurantId, given(input)) }));
  }

  @Authorized(MANAGER)
  @Mutation(() => RestaurantTablePayload, { description: 'Moves, relabels or resizes a table' })
  restaurantTableUpdate(@Arg('id', () => ID) id: string, @Arg('input') input: RestaurantTableInput, @Ctx() ctx: RequestContext) {
    return payloadOf(RestaurantTablePayload, async () => ({ table: await ctx.services.restaurantPartners.tableUpdate(ctx, id, given(input)) }));
  }

  @Authorized(MANAGER)
  @Mutation(() => RestaurantTablePayload, { description: 'Removes a table with no reservation to come' })
  restaurantTableRemove(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext) {
    return payloadOf(RestaurantTablePayload, async () => ({ table: await ctx.services.restaurantPartners.tableRemove(ctx, id) }));
  }
}
