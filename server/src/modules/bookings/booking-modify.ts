// Changing a confirmed booking (dates, rooms, party or time): the change is read as a new booking request of the
// same listing, so it passes the same zod schemas, date rules and price computation as a new booking.
import { z } from 'zod';
import { badInput } from '../../errors.js';
import { optionalText, parseInput, wholeNumber } from '../../validation.js';
import { type Booking, BookingType } from './booking.entity.js';
import { type BookingDetails, PARTY_SIZE_MAX, readBookingRequest } from './booking-input.js';

const changeSchema = z
  .object({
    startDate: optionalText(10),
    endDate: optionalText(10),
    time: optionalText(5),
    partySize: wholeNumber(1, 60).nullish(),
    rooms: wholeNumber(1, 10).nullish(),
  })
  .strict();

export type BookingChange = z.output<typeof changeSchema>;

export function readChange(value: unknown): BookingChange {
  const change = parseInput(changeSchema, value ?? {}, 'change');
  if (Object.values(change).every((field) => field == null)) throw badInput('change', 'Nothing to change: give new dates, rooms, party or time.');
  return change;
}

const detailKeys: Record<BookingType, string> = {
  [BookingType.HOTEL]: 'hotel',
  [BookingType.TOUR]: 'tour',
  [BookingType.RESTAURANT]: 'restaurant',
  [BookingType.LEISURE]: 'leisure',
  [BookingType.TRANSPORT]: 'ride',
};

/** The field names of a booking request, mapped back onto the change's names for refusals. */
export const changeFields: Record<string, string> = {
  'hotel.checkIn': 'change.startDate',
  'hotel.checkOut': 'change.endDate',
  'hotel.rooms': 'change.rooms',
  'hotel.guests': 'change.partySize',
  'tour.date': 'change.startDate',
  'tour.partySize': 'change.partySize',
  'restaurant.date': 'change.startDate',
  'restaurant.time': 'change.time',
  'restaurant.partySize': 'change.partySize',
  'leisure.date': 'change.startDate',
  'leisure.time': 'change.time',
  'leisure.guests': 'change.partySize',
  'ride.pickupDate': 'change.startDate',
  'ride.returnDate': 'change.endDate',
  'ride.passengers': 'change.partySize',
};

/** The booking as it would be after the change, as a booking request (validated like a new one). */
export function changedRequest(booking: Booking, change: BookingChange): BookingDetails {
  const details = booking.details as Record<string, unknown>;
  const start = change.startDate ?? booking.startDate;
  const party = change.partySize ?? booking.partySize;
  const time = change.time ?? booking.startTime;
  let request: Record<string, unknown>;
  switch (booking.type) {
    case BookingType.HOTEL:
      request = {
        hotelId: booking.listingId,
        checkIn: start,
        checkOut: change.endDate ?? booking.endDate,
        rooms: change.rooms ?? booking.units,
        guests: party,
        roomTypeId: details.roomTypeId ?? null,
      };
      break;
    case BookingType.TOUR:
      if (party > PARTY_SIZE_MAX) throw badInput('change.partySize', `At most ${PARTY_SIZE_MAX} travellers.`);
      request = { tourId: booking.listingId, date: start, partySize: party, addOns: (details.addOns as string[] | undefined) ?? null };
      break;
    case BookingType.RESTAURANT:
      request = {
        restaurantId: booking.listingId,
        date: start,
        time,
        partySize: party,
        seatingPreference: details.seatingPreference ?? null,
        occasion: details.occasion ?? null,
        specialRequests: details.specialRequests ?? null,
      };
      break;
    case BookingType.LEISURE:
      request = { venueId: booking.listingId, date: start, time, guests: party, specialRequests: details.specialRequests ?? null };
      break;
    case BookingType.TRANSPORT:
      request = { serviceId: booking.listingId, pickupDate: start, returnDate: change.endDate ?? booking.endDate, passengers: party };
      break;
  }
  return readBookingRequest({ [detailKeys[booking.type]]: request }).details;
}
