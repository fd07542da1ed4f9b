// The hotel front desk's GraphQL: the day's arrivals and departures, and the no-show step beside check-in and
// check-out (hotel-partner.resolver.ts); thin, over hotel-front-desk.ts and hotel-stays.ts.
import { Arg, Authorized, Ctx, Field, ID, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { ApiContext } from '../../http/api-context.js';
import { parseArgs } from '../../graphql/arguments.js';
import { payloadOf } from '../../graphql/user-error.js';
import { Booking, StayStatus } from '../bookings/booking.entity.js';
import { Role } from '../users/role.js';
import { frontDeskDay, frontDeskSchema } from './hotel-front-desk.js';
import { hotelStayStep } from './hotel-stays.js';
import { PartnerBookingPayload, given } from './partner.types.js';

const stayStatusOf = (booking: Booking): StayStatus =>
  booking.noShowAt ? StayStatus.NO_SHOW : booking.checkedOutAt ? StayStatus.CHECKED_OUT : booking.checkedInAt ? StayStatus.CHECKED_IN : StayStatus.EXPECTED;

@ObjectType({ description: 'A guest on the front desk’s board: the stay, and where it stands' })
export class FrontDeskGuest {
  @Field(() => Booking, { description: 'The booking: reference, guest, dates, rooms, guests; its choices carry the room type, nights and requests' })
  booking!: Booking;

  @Field(() => StayStatus, { description: 'Expected, checked in, checked out, or a no-show' })
  status!: StayStatus;
}

@ObjectType({ description: 'The guests arriving and leaving on one day at your hotels' })
export class FrontDeskDay {
  @Field({ description: 'The day, YYYY-MM-DD' })
  date!: string;

  @Field(() => [FrontDeskGuest], { description: 'Stays beginning that day, by hotel then guest' })
  arrivals!: FrontDeskGuest[];

  @Field(() => [FrontDeskGuest], { description: 'Stays ending that day, by hotel then guest; no-shows left out' })
  departures!: FrontDeskGuest[];
}

const guestOf = (booking: Booking) => Object.assign(new FrontDeskGuest(), { booking, status: stayStatusOf(booking) });

@Resolver()
export class HotelFrontDeskResolver {
  @Authorized(Role.HOTEL_MANAGER)
  @Query(() => FrontDeskDay, { description: 'The arrivals and departures of a day at your hotels, or at one of them' })
  async hotelFrontDesk(
    @Arg('date', { description: 'The day, YYYY-MM-DD' }) date: string,
    @Arg('hotelId', () => ID, { nullable: true, description: 'Only this hotel of yours; all of them when left out' }) hotelId: string | null,
    @Ctx() ctx: ApiContext,
  ): Promise<FrontDeskDay> {
    const day = await frontDeskDay(ctx, parseArgs(frontDeskSchema, given({ date, hotelId })));
    return Object.assign(new FrontDeskDay(), { date: day.date, arrivals: day.arrivals.map(guestOf), departures: day.departures.map(guestOf) });
  }

  @Authorized(Role.HOTEL_MANAGER)
  @Mutation(() => PartnerBookingPayload, {
    description: 'Marks the guest of a confirmed booking of an own hotel, not checked in, as a no-show from the day of arrival: the rooms go back on sale',
  })
  hotelBookingNoShow(@Arg('id', () => ID, { description: 'The booking, of one of your hotels' }) id: string, @Ctx() ctx: ApiContext) {
    return payloadOf(PartnerBookingPayload, async () => ({ booking: await hotelStayStep(ctx, ctx.services, id, 'no_show') }));
  }
}
