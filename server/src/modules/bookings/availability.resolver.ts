import { Arg, Ctx, ID, Int, Query, Resolver } from 'type-graphql';
import type { ApiContext } from '../../http/api-context.js';
import { parseArgs } from '../../graphql/arguments.js';
import { textIn } from '../listings/listing-translations.js';
import { Money } from '../listings/money.js';
import { Vehicle } from '../listings/transport/transport.entity.js';
import { availabilitySchemas } from './availability.service.js';
import { priceOf, roomNights } from './booking-pricing.js';
import { DepartureAvailability, LeisureAvailability, RestaurantAvailability, RoomTypeAvailability } from './availability.types.js';

/** What is left to book, per type; holds count until they lapse. Not cached: it changes with every booking. */
@Resolver()
export class AvailabilityResolver {
  @Query(() => [RoomTypeAvailability], { description: 'Room types of a hotel, each with the rooms free on every night of the stay' })
  async hotelAvailability(
    @Arg('hotelId', () => ID) hotelId: string,
    @Arg('checkIn') checkIn: string,
    @Arg('checkOut') checkOut: string,
    @Arg('rooms', () => Int, { defaultValue: 1, description: 'Rooms of a type the stay would take: what stayTotal is for' }) roomCount: number,
    @Ctx() ctx: ApiContext,
  ) {
    const rooms = await ctx.services.availability.hotel(ctx, parseArgs(availabilitySchemas.hotel, { hotelId, checkIn, checkOut }));
    const quantity = Math.min(Math.max(roomCount, 1), 10);
    return rooms.map(({ roomType, unitsLeft, nights, stayPriceMinor, rates, minStay }) =>
      Object.assign(new RoomTypeAvailability(), {
        roomTypeId: roomType.id,
        name: textIn(roomType, 'name', ctx.language),
        maxGuests: roomType.maxGuests,
        units: roomType.units,
        unitsLeft,
        minStay,
        pricePerNight: Money.of(Math.round(stayPriceMinor / nights)),
        stayPrice: Money.of(stayPriceMinor),
        // The charge's own function: the estimate is what the hold will show.
        stayTotal: Money.of(priceOf(rates.map(({ rateMinor, nights: per }) => roomNights(roomType.name, quantity, per, rateMinor))).totalMinor),
      }),
    );
  }

  @Query(() => [DepartureAvailability], { description: 'Upcoming departures of a tour with their free places' })
  async tourAvailability(@Arg('tourId', () => ID) tourId: string, @Ctx() ctx: ApiContext) {
    const departures = await ctx.services.availability.tour(ctx, parseArgs(availabilitySchemas.tour, { tourId }));
    return departures.map(({ departure, placesLeft }) =>
      Object.assign(new DepartureAvailability(), { departureId: departure.id, date: departure.date, capacity: departure.capacity, placesLeft }),
    );
  }

  @Query(() => RestaurantAvailability, { description: 'Tables taken for a seating at this date and time' })
  async restaurantAvailability(
    @Arg('restaurantId', () => ID) restaurantId: string,
    @Arg('date') date: string,
    @Arg('time') time: string,
    @Ctx() ctx: ApiContext,
  ) {
    return Object.assign(
      new RestaurantAvailability(),
      await ctx.services.availability.restaurant(ctx, parseArgs(availabilitySchemas.restaurant, { restaurantId, date, time })),
    );
  }

  @Query(() => [String], { description: 'Times (HH:MM) a party can still reserve on a date: within opening hours, with covers left' })
  async restaurantTimes(
    @Arg('restaurantId', () => ID) restaurantId: string,
    @Arg('date') date: string,
    @Arg('partySize', () => Int) partySize: number,
    @Ctx() ctx: ApiContext,
  ) {
    return ctx.services.availability.restaurantTimes(ctx, parseArgs(availabilitySchemas.restaurantTimes, { restaurantId, date, partySize }));
  }

  @Query(() => LeisureAvailability, { description: 'Places left at a leisure venue on a date' })
  async leisureAvailability(@Arg('venueId', () => ID) venueId: string, @Arg('date') date: string, @Ctx() ctx: ApiContext) {
    return Object.assign(new LeisureAvailability(), await ctx.services.availability.leisure(ctx, parseArgs(availabilitySchemas.leisure, { venueId, date })));
  }

  @Query(() => [Vehicle], { description: 'Vehicles of a transport service free on every day of the hire' })
  rideAvailability(
    @Arg('serviceId', () => ID) serviceId: string,
    @Arg('pickupDate') pickupDate: string,
    @Arg('returnDate') returnDate: string,
    @Ctx() ctx: ApiContext,
  ) {
    return ctx.services.availability.ride(ctx, parseArgs(availabilitySchemas.ride, { serviceId, pickupDate, returnDate }));
  }
}
