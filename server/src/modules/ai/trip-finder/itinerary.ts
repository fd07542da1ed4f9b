// The day-by-day itinerary of a package by the rules of spec §4: airport pickup (25) opens day 1, the ride goes
// on day 1, the hotel appears every day at its cost divided by the day count, tours on their departure days
// (from day 2), dinners rotating over the days, nights out from the last day backwards, drop-off (25) last.
import { addDays, daysBetween } from '../../bookings/booking-dates.js';
import { AIRPORT_TRANSFER_MINOR, type Plan } from './planner.js';
import type { TripRequest } from './trip-request.js';

export type ItineraryItemKind = 'airportPickup' | 'airportDropoff' | 'hotel' | 'tour' | 'restaurant' | 'transport' | 'nightlife';

export interface ItineraryItem {
  kind: ItineraryItemKind;
  /** The listing's name; null for the airport transfers (the client names them in its language). */
  name: string | null;
  listingId: number | null;
  costMinor: number;
  time: string | null;
}

export interface ItineraryDay {
  day: number;
  date: string;
  items: ItineraryItem[];
}

export function buildItinerary(trip: TripRequest, plan: Plan): ItineraryDay[] {
  const days: ItineraryDay[] = Array.from({ length: trip.days }, (_, index) => ({ day: index + 1, date: addDays(trip.startDate, index), items: [] }));
  const dayOf = (date: string) => days[Math.min(trip.days - 1, Math.max(0, daysBetween(trip.startDate, date)))]!;
  const item = (kind: ItineraryItemKind, name: string | null, listingId: number | null, costMinor: number, time: string | null = null): ItineraryItem => ({
    kind,
    name,
    listingId,
    costMinor,
    time,
  });

  days[0]!.items.push(item('airportPickup', null, null, AIRPORT_TRANSFER_MINOR));
  if (plan.transport) days[0]!.items.push(item('transport', plan.transport.name, plan.transport.id, plan.transport.costMinor));
  // The hotel's share per day; the last day takes the cents the division leaves over, so the days add up.
  const share = Math.floor(plan.hotel.costMinor / trip.days);
  days.forEach((day, index) => {
    const cost = index === trip.days - 1 ? plan.hotel.costMinor - share * (trip.days - 1) : share;
    day.items.push(item('hotel', plan.hotel.name, plan.hotel.id, cost));
  });
  for (const part of plan.tours) dayOf(part.date).items.push(item('tour', part.candidate.name, part.candidate.id, part.candidate.costMinor));
  for (const part of plan.restaurants)
    dayOf(part.date).items.push(item('restaurant', part.candidate.name, part.candidate.id, part.candidate.costMinor, part.candidate.time));
  for (const part of plan.nightlife)
    dayOf(part.date).items.push(item('nightlife', part.candidate.name, part.candidate.id, part.candidate.costMinor, part.candidate.time));
  days.at(-1)!.items.push(item('airportDropoff', null, null, AIRPORT_TRANSFER_MINOR));
  return days;
}
