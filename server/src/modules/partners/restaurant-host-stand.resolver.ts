import { Arg, Authorized, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Resolver, registerEnumType } from 'type-graphql';
import type { ApiContext } from '../../http/api-context.js';
import { commandOf } from '../../graphql/arguments.js';
import { MutationPayload, payloadOf } from '../../graphql/user-error.js';
import { Booking } from '../bookings/booking.entity.js';
import { BookingState, stateOf } from '../bookings/booking-lifecycle.js';
import { Restaurant } from '../listings/restaurants/restaurant.entity.js';
import { tableRequestsOf } from '../listings/restaurants/restaurant.booking.js';
import { Role } from '../users/role.js';
import { given } from './partner.types.js';
import { type HostStep, hostStandStep, seatWalkIn, walkInSchema } from './restaurant-host-stand.js';
import { restaurantPartnerSchemas } from './restaurant-partner.service.js';

const MANAGER = [Role.RESTAURANT_MANAGER];

/** Where a reservation stands at the host stand. */
export enum ServiceStatus {
  /** Held at checkout, not yet confirmed. */
  HELD = 'held',
  BOOKED = 'booked',
  SEATED = 'seated',
  FINISHED = 'finished',
  NO_SHOW = 'no_show',
}
registerEnumType(ServiceStatus, {
  name: 'ServiceStatus',
  description: 'Where a reservation stands at the host stand',
  valuesConfig: {
    HELD: { description: 'Being booked: the traveller has not confirmed yet' },
    BOOKED: { description: 'Confirmed, the party not arrived yet' },
    SEATED: { description: 'The party is at its table' },
    FINISHED: { description: 'The party has left' },
    NO_SHOW: { description: 'The party did not come; its table and covers went back' },
  },
});

const serviceStatusOf: Record<Exclude<BookingState, BookingState.CANCELLED>, ServiceStatus> = {
  [BookingState.HELD]: ServiceStatus.HELD,
  [BookingState.CONFIRMED]: ServiceStatus.BOOKED,
  [BookingState.CHECKED_IN]: ServiceStatus.SEATED,
  [BookingState.COMPLETED]: ServiceStatus.FINISHED,
  [BookingState.NO_SHOW]: ServiceStatus.NO_SHOW,
};

@ObjectType({ description: 'A reservation as the host stand shows it: its party, table, status and what the guests asked for' })
export class HostReservation {
  @Field(() => Booking, { description: 'The booking: reference, contact, party size and time' })
  booking!: Booking;

  @Field(() => ServiceStatus, { description: 'Where it stands at the host stand' })
  status!: ServiceStatus;

  @Field(() => ID, { nullable: true, description: 'The table it is at, when one was given' })
  tableId!: string | null;

  @Field({ description: 'Seated without a reservation' })
  walkIn!: boolean;

  @Field(() => String, { nullable: true, description: 'indoor, outdoor, window or bar' })
  seatingPreference!: string | null;

  @Field(() => String, { nullable: true, description: 'birthday, business, romantic or family' })
  occasion!: string | null;

  @Field(() => String, { nullable: true, description: 'Allergies the guests told of, as they wrote them' })
  allergies!: string | null;

  @Field(() => String, { nullable: true, description: 'Anything else the guests asked for, as they wrote it' })
  specialRequests!: string | null;
}

/** The host stand's view of a restaurant booking. */
export function hostReservationOf(booking: Booking): HostReservation {
  const state = stateOf(booking);
  const details = booking.details as { tableId?: number; walkIn?: boolean };
  return Object.assign(new HostReservation(), {
    booking,
    status: state === BookingState.CANCELLED ? ServiceStatus.NO_SHOW : serviceStatusOf[state],
    tableId: details.tableId == null ? null : String(details.tableId),
    walkIn: details.walkIn === true,
    ...tableRequestsOf(booking),
  });
}

@InputType({ description: 'A party seated without a reservation' })
export class WalkInInput {
  @Field(() => ID, { description: 'A free table of your restaurant' })
  tableId!: string;

  @Field(() => Int, { description: 'Guests in the party' })
  partySize!: number;

  @Field(() => String, { nullable: true, description: 'The guest’s name, when given' })
  name?: string | null;
}

@ObjectType({ description: 'The reservation after a host stand action' })
export class HostReservationPayload extends MutationPayload {
  @Field(() => HostReservation, { nullable: true, description: 'The reservation as it stands now' })
  reservation?: HostReservation | null;
}

@ObjectType({ description: 'The restaurant with its pacing as saved' })
export class RestaurantPacingPayload extends MutationPayload {
  @Field(() => Restaurant, { nullable: true, description: 'The restaurant' })
  restaurant?: Restaurant | null;
}

/** The restaurant host stand's actions: seat, finish, no-show, walk-in; and the pacing of covers. */
@Resolver()
export class RestaurantHostStandResolver {
  private step(ctx: ApiContext, id: string, step: HostStep) {
    return payloadOf(HostReservationPayload, async () => ({
      reservation: hostReservationOf(await hostStandStep(ctx, ctx.services, id, step)),
    }));
  }

  @Authorized(MANAGER)
  @Mutation(() => HostReservationPayload, { description: 'Seats the party of a reservation of an own restaurant, from its day' })
  reservationSeat(@Arg('id', () => ID, { description: 'The booking, of one of your restaurants' }) id: string, @Ctx() ctx: ApiContext) {
    return this.step(ctx, id, 'seat');
  }

  @Authorized(MANAGER)
  @Mutation(() => HostReservationPayload, { description: 'A seated party has left' })
  reservationFinish(@Arg('id', () => ID, { description: 'The booking, of one of your restaurants' }) id: string, @Ctx() ctx: ApiContext) {
    return this.step(ctx, id, 'finish');
  }

  @Authorized(MANAGER)
  @Mutation(() => HostReservationPayload, { description: 'The party never came: its table and covers can be booked again' })
  reservationNoShow(@Arg('id', () => ID, { description: 'The booking, of one of your restaurants' }) id: string, @Ctx() ctx: ApiContext) {
    return this.step(ctx, id, 'no_show');
  }

  @Authorized(MANAGER)
  @Mutation(() => HostReservationPayload, { description: 'Seats a party without a reservation at a free table, from now for a seating' })
  reservationWalkIn(@Arg('input', { description: 'The table and the party' }) input: WalkInInput, @Ctx() ctx: ApiContext) {
    return payloadOf(HostReservationPayload, async () => ({
      reservation: hostReservationOf(
        await seatWalkIn(
          ctx,
          { notices: ctx.services, countries: ctx.services.countries, locations: ctx.services.listings },
          commandOf(walkInSchema, given(input)),
        ),
      ),
    }));
  }

  @Authorized(MANAGER)
  @Mutation(() => RestaurantPacingPayload, { description: 'Sets (or, with null, lifts) the most guests whose reservations may start in one 30-minute slot' })
  restaurantPacingSet(
    @Arg('id', () => ID, { description: 'Your restaurant' }) id: string,
    @Arg('pacingCovers', () => Int, { nullable: true, description: 'Covers per slot; null: only the tables limit it' }) pacingCovers: number | null,
    @Ctx() ctx: ApiContext,
  ) {
    return payloadOf(RestaurantPacingPayload, async () => ({
      restaurant: await ctx.services.restaurantPartners.pacingSet(ctx, id, commandOf(restaurantPartnerSchemas.pacing, { pacingCovers })),
    }));
  }
}
