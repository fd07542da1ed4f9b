// Booking a hotel stay: nights in a room type, the cheapest fitting one first; total = each night's rate × rooms.
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { badInput } from '../../../errors.js';
import { optionalText, wholeNumber } from '../../../validation.js';
import { BookingType } from '../../bookings/booking.entity.js';
import { dailySlots, daysBetween, addDays } from '../../bookings/booking-dates.js';
import { type BookingPlugin, type RequestInput, blank, checkDay, isoDate, listingId, noLongerOffered, notFound } from '../../bookings/booking-kind.js';
import { roomNights } from '../../bookings/booking-pricing.js';
import { BucketKind, HotelRoomType } from '../../bookings/inventory.entity.js';
import { RoomNight } from '../../partners/room-night.entity.js';
import { counted } from '../../../counted.js';
import { Hotel } from './hotel.entity.js';

const MAX_NIGHTS = 30;
/** The longest minimum stay a hotel can set on a night: the longest stay. */
export const MAX_MIN_STAY = MAX_NIGHTS;
/** Spec §5 wording for a stay without its dates. */
export const HOTEL_DATES_REQUIRED = 'Please select check-in and check-out dates';

const stay = z
  .object({
    hotelId: listingId,
    checkIn: isoDate,
    checkOut: isoDate,
    rooms: wholeNumber(1, 10),
    guests: wholeNumber(1, 40),
    roomTypeId: listingId.nullish(),
    specialRequests: optionalText(1000),
  })
  .strict();

declare module '../../bookings/booking-kind.js' {
  interface BookingRequests {
    hotel: StayRequest;
  }
  interface BookingRequestInputs {
    hotel: RequestInput<typeof stay>;
  }
}

export type StayRequest = z.output<typeof stay>;

/**
 * One room of each room type for the whole stay, as nights at each nightly rate (in minor units, the cheapest rate
 * first): each night at the rate the hotel set for it, else at the room type's price. The one price of a stay: the
 * estimate shown and the charge both come from here.
 */
export async function stayRatesMinor(em: EntityManager, roomTypes: HotelRoomType[], checkIn: string, nights: number): Promise<Map<number, NightsAtRate[]>> {
  const rates = await em.find(RoomNight, {
    roomType: { $in: roomTypes.map((room) => room.id) },
    night: { $gte: checkIn, $lte: addDays(checkIn, nights - 1) },
    priceMinor: { $ne: null },
  });
  const rateOf = new Map(rates.map((night) => [`${night.roomType.id} ${night.night}`, night.priceMinor!]));
  const days = Array.from({ length: nights }, (_, day) => addDays(checkIn, day));
  return new Map(
    roomTypes.map((room) => {
      const nightsAt = new Map<number, number>();
      for (const night of days) {
        const rate = rateOf.get(`${room.id} ${night}`) ?? room.pricePerNightMinor;
        nightsAt.set(rate, (nightsAt.get(rate) ?? 0) + 1);
      }
      return [room.id, [...nightsAt].map(([rateMinor, count]) => ({ rateMinor, nights: count })).sort((a, b) => a.rateMinor - b.rateMinor)];
    }),
  );
}

/** Some nights of a stay at one rate. */
export interface NightsAtRate {
  rateMinor: number;
  nights: number;
}

/** One room for the whole stay, before taxes and fees. */
export const stayPriceMinor = (rates: NightsAtRate[]) => rates.reduce((sum, { rateMinor, nights }) => sum + rateMinor * nights, 0);

/** Each room type's minimum stay for arrivals on `checkIn` (1 where the hotel set none). */
export async function arrivalMinStays(em: EntityManager, roomTypes: HotelRoomType[], checkIn: string): Promise<Map<number, number>> {
  const set = await em.find(RoomNight, { roomType: { $in: roomTypes.map((room) => room.id) }, night: checkIn, minStay: { $ne: null } });
  const minStayOf = new Map(set.map((night) => [night.roomType.id, night.minStay!]));
  return new Map(roomTypes.map((room) => [room.id, minStayOf.get(room.id) ?? 1]));
}

export const hotelBooking: BookingPlugin<StayRequest> = {
  inputField: 'hotel',
  listingField: 'hotelId',
  schema: stay,
  requireFields(details) {
    const field = ['checkIn', 'checkOut'].find((name) => blank(details[name]));
    if (field) throw badInput(`hotel.${field}`, HOTEL_DATES_REQUIRED);
  },
  async plan(em, request) {
    // The room types with their hotel joined: one round trip; the hotel alone is read only when none is found.
    const roomTypes = await em.find(
      HotelRoomType,
      { hotel: { id: request.hotelId, active: true }, active: true, ...(request.roomTypeId && { id: request.roomTypeId }) },
      { populate: ['hotel'], strategy: 'joined', orderBy: { pricePerNightMinor: 'asc', id: 'asc' } },
    );
    const hotel = roomTypes[0]?.hotel ?? (await em.findOne(Hotel, { id: request.hotelId, active: true }));
    if (!hotel) throw notFound('Hotel', 'hotel.hotelId');
    checkDay(hotel.country.code, request.checkIn, 'hotel.checkIn');
    const nights = daysBetween(request.checkIn, request.checkOut);
    if (nights < 1) throw badInput('hotel.checkOut', 'Check-out must be after check-in.');
    if (nights > MAX_NIGHTS) throw badInput('hotel.checkOut', `A stay is at most ${MAX_NIGHTS} nights.`);
    if (request.roomTypeId && !roomTypes.length) throw notFound('Room type', 'hotel.roomTypeId');
    const sized = roomTypes.filter((room) => room.units >= request.rooms && room.maxGuests * request.rooms >= request.guests);
    if (!sized.length) throw badInput('hotel.guests', `No room type here fits ${counted(request.guests, 'guest')} in ${counted(request.rooms, 'room')}.`);
    // The hotel's minimum stay for arrivals that night: a shorter stay is not offered in that room type.
    const minStays = await arrivalMinStays(em, sized, request.checkIn);
    const fitting = sized.filter((room) => nights >= minStays.get(room.id)!);
    if (!fitting.length) {
      const shortest = Math.min(...sized.map((room) => minStays.get(room.id)!));
      throw badInput('hotel.checkOut', `Stays arriving on ${request.checkIn} are at least ${counted(shortest, 'night')}.`);
    }
    const slots = dailySlots(request.checkIn, nights);
    // The hotel's calendar: a night's own rate replaces the room type's price (a closed night is refused by its counter).
    const stayRates = await stayRatesMinor(em, fitting, request.checkIn, nights);
    return {
      type: BookingType.HOTEL,
      listing: hotel,
      startDate: request.checkIn,
      startTime: null,
      endDate: request.checkOut,
      partySize: request.guests,
      units: request.rooms,
      details: { nights, specialRequests: request.specialRequests?.trim() || null },
      // Spec §9: total = price × rooms × nights.
      options: fitting.map((room) => ({
        target: { kind: BucketKind.ROOM_NIGHT, unitId: room.id, slots, capacity: room.units },
        quantity: request.rooms,
        charges: stayRates.get(room.id)!.map(({ rateMinor, nights: count }) => roomNights(room.name, request.rooms, count, rateMinor)),
        details: { roomTypeId: room.id, roomType: room.name },
      })),
    };
  },
  async refusal(em, booking) {
    return (await em.count(Hotel, { id: booking.listingId, active: true })) ? null : noLongerOffered();
  },
  changed: ({ booking, details, startDate, endDate, rooms, partySize }) => ({
    hotelId: booking.listingId,
    checkIn: startDate,
    checkOut: endDate,
    rooms,
    guests: partySize,
    roomTypeId: details.roomTypeId ?? null,
    specialRequests: details.specialRequests ?? null,
  }),
  changeFields: { checkIn: 'startDate', checkOut: 'endDate', rooms: 'rooms', guests: 'partySize' },
  policyCase: (booking) => ({ kind: 'hotel', caseId: booking.units >= 5 ? 'hotelGroup' : 'hotelStandard' }),
  policyCasesOf: () => ['hotelStandard', 'hotelGroup'],
  endsOnEndDate: true,
};
