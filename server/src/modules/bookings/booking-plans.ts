// Turning a parsed request into a plan: the listing, the checked dates, the server's price and the inventory
// to claim (alternatives in order of preference: the cheapest fitting room type, the smallest fitting table...).
import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError, badInput } from '../../errors.js';
import { Hotel } from '../listings/hotels/hotel.entity.js';
import { LeisureVenue } from '../listings/leisure/leisure.entity.js';
import { Restaurant, RestaurantTable } from '../listings/restaurants/restaurant.entity.js';
import { Weekday } from '../listings/restaurants/restaurant.enums.js';
import { tourPricePerPerson } from '../listings/tours/tour-add-ons.js';
import { Tour, TourDeparture } from '../listings/tours/tour.entity.js';
import { TransportService, Vehicle } from '../listings/transport/transport.entity.js';
import { TransportStatus } from '../listings/transport/transport.enums.js';
import { type Booking, BookingType } from './booking.entity.js';
import { addDays, addMinutes, BOOKING_HORIZON_DAYS, dailySlots, daysBetween, localNow } from './booking-dates.js';
import type { BookingDetails, LeisureRequest, PlacesRequest, RideRequest, StayRequest, TableRequest } from './booking-input.js';
import type { ClaimOption } from './inventory-claims.js';
import { BucketKind, HotelRoomType } from './inventory.entity.js';
import { RoomNight } from '../partners/room-night.entity.js';

/** A restaurant table is held for two hours; reservations start every 30 minutes from 08:00 to 22:00 (spec §9). */
export const SEATING_MINUTES = 120;
const SLOT_MINUTES = 30;
const FIRST_SEATING = '08:00';
const LAST_SEATING = '22:00';
const MAX_NIGHTS = 30;
const MAX_HIRE_DAYS = 30;
/** A leisure reservation in the calendar: the evening out. */
export const LEISURE_CALENDAR_MINUTES = 180;

export interface PlanOption extends ClaimOption {
  totalMinor: number;
}

export interface BookingPlan {
  type: BookingType;
  listing: { id: number; name: string; currency: string; country: { code: string }; city: { id: number } };
  startDate: string;
  startTime: string | null;
  endDate: string;
  partySize: number;
  units: number;
  /** Request details worth keeping (add-ons, occasion, requests). */
  details: Record<string, unknown>;
  options: PlanOption[];
}

function checkDay(countryCode: string, date: string, field: string, time?: string) {
  const now = localNow(countryCode);
  if (date < now.date || (time !== undefined && date === now.date && time <= now.time))
    throw badInput(field, 'This date has already passed. Please choose a later one.');
  if (date > addDays(now.date, BOOKING_HORIZON_DAYS)) throw badInput(field, `Bookings open ${BOOKING_HORIZON_DAYS} days ahead at most.`);
}

const notFound = (what: string, field: string) => new DomainError('NOT_FOUND', `${what} not found`, field);

/** Weekdays in the order of `Date.getUTCDay()`. */
const WEEKDAYS = [Weekday.SUNDAY, Weekday.MONDAY, Weekday.TUESDAY, Weekday.WEDNESDAY, Weekday.THURSDAY, Weekday.FRIDAY, Weekday.SATURDAY];

/** Whether a clock time (HH:MM) falls within [opens, closes); a closing time at or before the opening one is after midnight. */
const withinHours = (time: string, opens: string, closes: string) => (closes > opens ? time >= opens && time < closes : time >= opens || time < closes);

/** The restaurant's hours on the date's weekday include the time; a weekday missing from its hours is a closed day. */
function restaurantOpen(restaurant: Restaurant, date: string, time: string): boolean {
  const weekday = WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()];
  return restaurant.openingHours.some((hours) => hours.weekday === weekday && withinHours(time, hours.opens, hours.closes));
}

const venueOpen = (venue: LeisureVenue, time: string) => withinHours(time, venue.openTime.slice(0, 5), venue.closeTime.slice(0, 5));

const outsideHours = (field: string, what: string) =>
  new DomainError('OUTSIDE_OPENING_HOURS', `The ${what} is closed at that time. Please choose a time within its opening hours.`, field);

/**
 * One room of each room type for the whole stay, in minor units: each night at the rate the hotel set for it, else
 * at the room type's price. The one price of a stay: the estimate shown and the charge both come from here.
 */
export async function stayPricesMinor(em: EntityManager, roomTypes: HotelRoomType[], checkIn: string, nights: number): Promise<Map<number, number>> {
  const rates = await em.find(RoomNight, {
    roomType: { $in: roomTypes.map((room) => room.id) },
    night: { $gte: checkIn, $lte: addDays(checkIn, nights - 1) },
    priceMinor: { $ne: null },
  });
  const rateOf = new Map(rates.map((night) => [`${night.roomType.id} ${night.night}`, night.priceMinor!]));
  const days = Array.from({ length: nights }, (_, day) => addDays(checkIn, day));
  return new Map(roomTypes.map((room) => [room.id, days.reduce((sum, night) => sum + (rateOf.get(`${room.id} ${night}`) ?? room.pricePerNightMinor), 0)]));
}

async function planStay(em: EntityManager, request: StayRequest): Promise<BookingPlan> {
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
  const fitting = roomTypes.filter((room) => room.units >= request.rooms && room.maxGuests * request.rooms >= request.guests);
  if (!fitting.length) throw badInput('hotel.guests', `No room type here fits ${request.guests} guests in ${request.rooms} room(s).`);
  const slots = dailySlots(request.checkIn, nights);
  // The hotel's calendar: a night's own rate replaces the room type's price (a closed night is refused by its counter).
  const stayPrices = await stayPricesMinor(em, fitting, request.checkIn, nights);
  return {
    type: BookingType.HOTEL,
    listing: hotel,
    startDate: request.checkIn,
    startTime: null,
    endDate: request.checkOut,
    partySize: request.guests,
    units: request.rooms,
    details: { nights },
    // Spec §9: total = price × rooms × nights.
    options: fitting.map((room) => ({
      target: { kind: BucketKind.ROOM_NIGHT, unitId: room.id, slots, capacity: room.units },
      quantity: request.rooms,
      totalMinor: stayPrices.get(room.id)! * request.rooms,
      details: { roomTypeId: room.id, roomType: room.name },
    })),
  };
}

async function planPlaces(em: EntityManager, request: PlacesRequest): Promise<BookingPlan> {
  const tour = await em.findOne(Tour, { id: request.tourId, active: true });
  if (!tour) throw notFound('Tour', 'tour.tourId');
  checkDay(tour.country.code, request.date, 'tour.date');
  const departure = await em.findOne(TourDeparture, { tour, date: request.date });
  if (!departure) throw badInput('tour.date', 'This tour does not depart on that date.');
  // Spec §9: base plus add-ons, per person.
  const { addOnIds, perPersonMinor: perPerson } = tourPricePerPerson(tour.basePriceMinor, request.addOns ?? [], 'tour.addOns');
  return {
    type: BookingType.TOUR,
    listing: tour,
    startDate: request.date,
    startTime: null,
    endDate: addDays(request.date, Math.max(tour.durationDays - 1, 0)),
    partySize: request.partySize,
    units: request.partySize,
    details: { addOns: addOnIds, durationDays: tour.durationDays },
    options: [
      {
        target: { kind: 'departure', departureId: departure.id },
        quantity: request.partySize,
        totalMinor: perPerson * request.partySize,
        details: { departureId: departure.id },
      },
    ],
  };
}

function seatingSlots(date: string, time: string): string[] {
  return Array.from({ length: SEATING_MINUTES / SLOT_MINUTES }, (_, index) => `${date} ${addMinutes(time, index * SLOT_MINUTES)}:00`);
}

async function planTable(em: EntityManager, request: TableRequest): Promise<BookingPlan> {
  // The tables with their restaurant joined: one round trip; the restaurant alone is read only when none is found.
  const tables = await em.find(
    RestaurantTable,
    { restaurant: { id: request.restaurantId, active: true }, ...(request.tableId && { id: request.tableId }) },
    { populate: ['restaurant'], strategy: 'joined', orderBy: { seats: 'asc', label: 'asc' } },
  );
  const restaurant = tables[0]?.restaurant ?? (await em.findOne(Restaurant, { id: request.restaurantId, active: true }));
  if (!restaurant) throw notFound('Restaurant', 'restaurant.restaurantId');
  if (request.time < FIRST_SEATING || request.time > LAST_SEATING || Number(request.time.slice(3)) % SLOT_MINUTES)
    throw badInput('restaurant.time', `Reservations start every ${SLOT_MINUTES} minutes from ${FIRST_SEATING} to ${LAST_SEATING}.`);
  checkDay(restaurant.country.code, request.date, 'restaurant.date', request.time);
  if (!restaurantOpen(restaurant, request.date, request.time)) throw outsideHours('restaurant.time', 'restaurant');
  if (request.tableId && !tables.length) throw notFound('Table', 'restaurant.tableId');
  const fitting = tables.filter((table) => table.seats >= request.partySize);
  if (!fitting.length) throw badInput(request.tableId ? 'restaurant.tableId' : 'restaurant.partySize', `No table here seats a party of ${request.partySize}.`);
  return {
    type: BookingType.RESTAURANT,
    listing: restaurant,
    startDate: request.date,
    startTime: request.time,
    endDate: request.date,
    partySize: request.partySize,
    units: 1,
    details: { seatingPreference: request.seatingPreference ?? null, occasion: request.occasion ?? null, specialRequests: request.specialRequests ?? null },
    options: fitting.map((table) => ({
      target: { kind: BucketKind.TABLE_SLOT, unitId: table.id, slots: seatingSlots(request.date, request.time), capacity: 1 },
      quantity: 1,
      totalMinor: restaurant.averagePriceMinor * request.partySize,
      details: { tableId: table.id, table: table.label },
    })),
  };
}

async function planLeisure(em: EntityManager, request: LeisureRequest): Promise<BookingPlan> {
  const venue = await em.findOne(LeisureVenue, { id: request.venueId, active: true });
  if (!venue) throw notFound('Venue', 'leisure.venueId');
  checkDay(venue.country.code, request.date, 'leisure.date', request.time);
  if (!venueOpen(venue, request.time)) throw outsideHours('leisure.time', 'venue');
  return {
    type: BookingType.LEISURE,
    listing: venue,
    startDate: request.date,
    startTime: request.time,
    endDate: request.date,
    partySize: request.guests,
    units: request.guests,
    details: { specialRequests: request.specialRequests ?? null },
    options: [
      {
        target: { kind: BucketKind.LEISURE_NIGHT, unitId: venue.id, slots: dailySlots(request.date, 1), capacity: venue.capacity },
        quantity: request.guests,
        totalMinor: venue.entryPriceMinor * request.guests,
        details: {},
      },
    ],
  };
}

async function planRide(em: EntityManager, request: RideRequest): Promise<BookingPlan> {
  const service = await em.findOne(TransportService, { id: request.serviceId, status: TransportStatus.ACTIVE });
  if (!service) throw notFound('Ride', 'ride.serviceId');
  checkDay(service.country.code, request.pickupDate, 'ride.pickupDate');
  const span = daysBetween(request.pickupDate, request.returnDate);
  if (span < 0) throw badInput('ride.returnDate', 'The return date must be on or after the pickup date.');
  // Spec §9: priced per day, rounded up from the date span; a same-day hire is one day.
  const days = Math.max(1, span);
  if (days > MAX_HIRE_DAYS) throw badInput('ride.returnDate', `A hire is at most ${MAX_HIRE_DAYS} days.`);
  const vehicles = await em.find(Vehicle, { service, seats: { $gte: request.passengers } }, { orderBy: { seats: 'asc', id: 'asc' } });
  if (!vehicles.length) throw badInput('ride.passengers', `No vehicle of this service seats ${request.passengers} passengers.`);
  return {
    type: BookingType.TRANSPORT,
    listing: service,
    startDate: request.pickupDate,
    startTime: null,
    endDate: request.returnDate,
    partySize: request.passengers,
    units: 1,
    details: { days },
    options: vehicles.map((vehicle) => ({
      target: { kind: BucketKind.VEHICLE_DAY, unitId: vehicle.id, slots: dailySlots(request.pickupDate, days), capacity: 1 },
      quantity: 1,
      totalMinor: service.pricePerDayMinor * days,
      details: { vehicleId: vehicle.id, vehicle: vehicle.model },
    })),
  };
}

export function planBooking(em: EntityManager, request: BookingDetails): Promise<BookingPlan> {
  switch (request.type) {
    case BookingType.HOTEL:
      return planStay(em, request);
    case BookingType.TOUR:
      return planPlaces(em, request);
    case BookingType.RESTAURANT:
      return planTable(em, request);
    case BookingType.LEISURE:
      return planLeisure(em, request);
    case BookingType.TRANSPORT:
      return planRide(em, request);
  }
}

/**
 * Why a hold can no longer be confirmed: its listing was hidden since, or its time is no longer within the opening
 * hours; null when it can. Closed nights are the counters' to refuse (inventory-claims.ts).
 */
export async function heldBookingRefusal(em: EntityManager, booking: Booking): Promise<DomainError | null> {
  const hidden = new DomainError('UNAVAILABLE', 'Sorry, this is no longer offered, and your hold was released. Please choose another option.');
  const id = booking.listingId;
  switch (booking.type) {
    case BookingType.HOTEL:
      return (await em.count(Hotel, { id, active: true })) ? null : hidden;
    case BookingType.TOUR:
      return (await em.count(Tour, { id, active: true })) ? null : hidden;
    case BookingType.TRANSPORT:
      return (await em.count(TransportService, { id, status: TransportStatus.ACTIVE })) ? null : hidden;
    case BookingType.RESTAURANT: {
      const restaurant = await em.findOne(Restaurant, { id, active: true });
      if (!restaurant) return hidden;
      return restaurantOpen(restaurant, booking.startDate, booking.startTime!) ? null : outsideHours('reference', 'restaurant');
    }
    case BookingType.LEISURE: {
      const venue = await em.findOne(LeisureVenue, { id, active: true });
      if (!venue) return hidden;
      return venueOpen(venue, booking.startTime!) ? null : outsideHours('reference', 'venue');
    }
  }
}
