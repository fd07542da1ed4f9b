// What the planner may choose from: the country's active listings that can be booked on the trip's dates for
// the whole group (rooms for every night, departures inside the trip with places, a table free at a restaurant
// open for dinner, a vehicle free every day, a venue with room that night), each priced as booking-plans.ts will.
import type { EntityManager } from '@mikro-orm/postgresql';
import { busiestSlot, placesLeft, takenBySlot } from '../../bookings/availability.service.js';
import { addDays, addMinutes, dailySlots } from '../../bookings/booking-dates.js';
import { SEATING_MINUTES } from '../../listings/restaurants/restaurant.booking.js';
import { RESERVATION_FALLBACK_MINOR } from '../../listings/restaurants/restaurant.menu.js';
import { BucketKind, HotelRoomType } from '../../bookings/inventory.entity.js';
import { Hotel } from '../../listings/hotels/hotel.entity.js';
import { LeisureVenue } from '../../listings/leisure/leisure.entity.js';
import { Restaurant, RestaurantTable } from '../../listings/restaurants/restaurant.entity.js';
import type { OpeningHours } from '../../listings/restaurants/restaurant.types.js';
import { Tour, TourDeparture } from '../../listings/tours/tour.entity.js';
import { TransportService, Vehicle } from '../../listings/transport/transport.entity.js';
import { TransportStatus } from '../../listings/transport/transport.enums.js';
import { City } from '../../countries/city.entity.js';
import type { Coordinates } from '../../countries/great-circle.js';
import { positionOf } from '../../listings/listing-location.js';
import { type PartKind, type Preference, preferencesServedBy } from './preferences.js';
import type { TripRequest } from './trip-request.js';

/** Dinner: the reservation the planner makes at each restaurant. */
export const DINNER_TIME = '19:00';

export interface Candidate {
  kind: PartKind;
  id: number;
  name: string;
  /** Hotel type, tour category, cuisine, ride type or leisure type. */
  type: string;
  costMinor: number;
  /** 0 to 1: stars, rating or popularity, for the planner's taste. */
  quality: number;
  serves: Preference[];
  cityId: number;
  /** Where it is: the listing's own place, else its city's centre. */
  position: Coordinates;
}

export interface HotelCandidate extends Candidate {
  kind: 'hotel';
  stars: number;
  roomTypeId: number;
  roomType: string;
  rooms: number;
}

export interface TourCandidate extends Candidate {
  kind: 'tour';
  durationDays: number;
  /** Departures inside the trip with places for the group, by date. */
  departures: string[];
}

export interface DatedCandidate extends Candidate {
  kind: 'restaurant' | 'nightlife';
  /** Trip dates on which it can take the group. */
  freeDates: Set<string>;
  time: string;
}

export interface TransportCandidate extends Candidate {
  kind: 'transport';
}

export interface Candidates {
  hotels: HotelCandidate[];
  tours: TourCandidate[];
  restaurants: DatedCandidate[];
  nightlife: DatedCandidate[];
  transport: TransportCandidate[];
}

const popularityQuality = (popularity: number) => Math.min(1, Math.max(0, popularity / 1000));

/** Where a listing is, for the planner's distances: its own place, else its city's centre (0, 0 if neither is known). */
type Locate = (listing: { latitude: number | null; longitude: number | null; city: { id: number } }) => Coordinates;

export async function loadCandidates(em: EntityManager, trip: TripRequest): Promise<Candidates> {
  const cities = new Map((await em.fork().find(City, { country: trip.country.code })).map((city) => [city.id, city]));
  const locate: Locate = (listing) => positionOf(listing, cities.get(listing.city.id)) ?? { lat: 0, lng: 0 };
  const [hotels, tours, restaurants, nightlife, transport] = await Promise.all([
    hotelCandidates(em.fork(), trip, locate),
    tourCandidates(em.fork(), trip, locate),
    restaurantCandidates(em.fork(), trip, locate),
    nightlifeCandidates(em.fork(), trip, locate),
    transportCandidates(em.fork(), trip, locate),
  ]);
  return { hotels, tours, restaurants, nightlife, transport };
}

const tripDates = (trip: TripRequest) => Array.from({ length: trip.days }, (_, day) => addDays(trip.startDate, day));

/** Per hotel, the cheapest room type with enough rooms free every night for the group. */
async function hotelCandidates(em: EntityManager, trip: TripRequest, locate: Locate): Promise<HotelCandidate[]> {
  const hotels = await em.find(Hotel, { country: trip.country.code, active: true });
  const roomTypes = await em.find(HotelRoomType, { hotel: { $in: hotels.map((hotel) => hotel.id) } }, { orderBy: { pricePerNightMinor: 'asc', id: 'asc' } });
  const taken = await busiestSlot(
    em,
    BucketKind.ROOM_NIGHT,
    roomTypes.map((room) => room.id),
    dailySlots(trip.startDate, trip.days),
  );
  const best = new Map<number, HotelCandidate>();
  for (const room of roomTypes) {
    const rooms = Math.ceil(trip.journeyers / room.maxGuests);
    if (room.units - (taken.get(room.id) ?? 0) < rooms) continue;
    const hotel = room.hotel;
    const costMinor = room.pricePerNightMinor * rooms * trip.days;
    const known = best.get(hotel.id);
    if (known && known.costMinor <= costMinor) continue;
    best.set(hotel.id, {
      kind: 'hotel',
      id: hotel.id,
      name: hotel.name,
      type: hotel.type,
      costMinor,
      quality: hotel.stars / 5,
      serves: preferencesServedBy('hotel', hotel.type, trip.preferences),
      cityId: hotel.city.id,
      position: locate(hotel),
      stars: hotel.stars,
      roomTypeId: room.id,
      roomType: room.name,
      rooms,
    });
  }
  return [...best.values()];
}

/** Tours from day 2 (spec §4) that are back by the last day, on departures with places for the group. */
async function tourCandidates(em: EntityManager, trip: TripRequest, locate: Locate): Promise<TourCandidate[]> {
  if (trip.days < 2) return [];
  const lastDay = addDays(trip.startDate, trip.days - 1);
  const departures = await em.find(
    TourDeparture,
    { tour: { country: trip.country.code, active: true }, date: { $gte: addDays(trip.startDate, 1), $lte: lastDay } },
    { populate: ['tour'], orderBy: { date: 'asc', id: 'asc' } },
  );
  const left = await placesLeft(em, departures);
  const byTour = new Map<number, TourCandidate>();
  for (const departure of departures) {
    const tour: Tour = departure.tour;
    if ((left.get(departure.id) ?? 0) < trip.journeyers) continue;
    if (addDays(departure.date, tour.durationDays - 1) > lastDay) continue;
    const known = byTour.get(tour.id);
    if (known) {
      known.departures.push(departure.date);
      continue;
    }
    byTour.set(tour.id, {
      kind: 'tour',
      id: tour.id,
      name: tour.name,
      type: tour.category,
      costMinor: tour.basePriceMinor * trip.journeyers,
      quality: popularityQuality(tour.popularity),
      serves: preferencesServedBy('tour', tour.category, trip.preferences),
      cityId: tour.city.id,
      position: locate(tour),
      durationDays: tour.durationDays,
      departures: [departure.date],
    });
  }
  return [...byTour.values()];
}

const weekdays = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
const DINNER_ENDS = addMinutes(DINNER_TIME, SEATING_MINUTES);

/** Open for the whole seating that evening: a day missing from the hours is a closed day; closing before opening is after midnight. */
function openForDinner(hours: OpeningHours[], date: string): boolean {
  const weekday = weekdays[new Date(`${date}T12:00:00Z`).getUTCDay()];
  const day = hours.find((entry) => entry.weekday === weekday);
  return Boolean(day && day.opens <= DINNER_TIME && (day.closes >= DINNER_ENDS || day.closes < day.opens));
}

/** Restaurants open, with a table for the whole group free, at dinner on at least one day of the trip. */
async function restaurantCandidates(em: EntityManager, trip: TripRequest, locate: Locate): Promise<DatedCandidate[]> {
  const restaurants = await em.find(Restaurant, { country: trip.country.code, active: true });
  const tables = await em.find(RestaurantTable, { restaurant: { $in: restaurants.map((r) => r.id) }, seats: { $gte: trip.journeyers } });
  const dates = tripDates(trip);
  const seating = Array.from({ length: SEATING_MINUTES / 30 }, (_, index) => addMinutes(DINNER_TIME, index * 30));
  const taken = await takenBySlot(
    em,
    BucketKind.TABLE_SLOT,
    tables.map((table) => table.id),
    dates.flatMap((date) => seating.map((time) => `${date} ${time}:00`)),
  );
  const tablesOf = new Map<number, RestaurantTable[]>();
  for (const table of tables) tablesOf.set(table.restaurant.id, [...(tablesOf.get(table.restaurant.id) ?? []), table]);
  return restaurants.flatMap((restaurant): DatedCandidate[] => {
    const own = tablesOf.get(restaurant.id) ?? [];
    const freeDates = new Set(
      dates.filter(
        (date) => openForDinner(restaurant.openingHours, date) && own.some((table) => seating.every((time) => !taken.get(`${table.id} ${date} ${time}:00`))),
      ),
    );
    if (!freeDates.size) return [];
    return [
      {
        kind: 'restaurant',
        id: restaurant.id,
        name: restaurant.name,
        type: restaurant.cuisine,
        // A package's table is booked without a pre-order: the spec's flat reservation charge.
        costMinor: RESERVATION_FALLBACK_MINOR,
        quality: restaurant.ratingTenths / 50,
        serves: preferencesServedBy('restaurant', restaurant.cuisine, trip.preferences),
        cityId: restaurant.city.id,
        position: locate(restaurant),
        freeDates,
        time: DINNER_TIME,
      },
    ];
  });
}

/** Leisure venues with room for the group on at least one night of the trip. */
async function nightlifeCandidates(em: EntityManager, trip: TripRequest, locate: Locate): Promise<DatedCandidate[]> {
  const venues = await em.find(LeisureVenue, { country: trip.country.code, active: true });
  const dates = tripDates(trip);
  const taken = await takenBySlot(
    em,
    BucketKind.LEISURE_NIGHT,
    venues.map((venue) => venue.id),
    dates.map((date) => `${date} 00:00:00`),
  );
  return venues.flatMap((venue): DatedCandidate[] => {
    const freeDates = new Set(dates.filter((date) => venue.capacity - (taken.get(`${venue.id} ${date} 00:00:00`) ?? 0) >= trip.journeyers));
    if (!freeDates.size) return [];
    return [
      {
        kind: 'nightlife',
        id: venue.id,
        name: venue.name,
        type: venue.type,
        costMinor: venue.entryPriceMinor * trip.journeyers,
        quality: popularityQuality(venue.popularity),
        serves: preferencesServedBy('nightlife', venue.type, trip.preferences),
        cityId: venue.city.id,
        position: locate(venue),
        freeDates,
        time: venue.openTime.slice(0, 5),
      },
    ];
  });
}

/** Ride services with a vehicle seating the group free on every day of the trip. */
async function transportCandidates(em: EntityManager, trip: TripRequest, locate: Locate): Promise<TransportCandidate[]> {
  const services = await em.find(TransportService, { country: trip.country.code, status: TransportStatus.ACTIVE });
  const vehicles = await em.find(Vehicle, { service: { $in: services.map((service) => service.id) }, seats: { $gte: trip.journeyers } });
  const taken = await busiestSlot(
    em,
    BucketKind.VEHICLE_DAY,
    vehicles.map((vehicle) => vehicle.id),
    dailySlots(trip.startDate, trip.days),
  );
  const free = new Set(vehicles.filter((vehicle) => !taken.get(vehicle.id)).map((vehicle) => vehicle.service.id));
  return services
    .filter((service) => free.has(service.id))
    .map((service) => ({
      kind: 'transport',
      id: service.id,
      name: service.name,
      type: service.type,
      costMinor: service.pricePerDayMinor * trip.days,
      quality: popularityQuality(service.popularity),
      serves: preferencesServedBy('transport', service.type, trip.preferences),
      cityId: service.city.id,
      position: locate(service),
    }));
}
