// The planner accounts for distances: a tour far from the hotel takes travel days before and after it, and
// dinners are near the hotel on evenings spent there.
import { describe, expect, it } from 'vitest';
import { addDays } from '../../bookings/booking-dates.js';
import { Country } from '../../countries/country.entity.js';
import type { Candidates, DatedCandidate, HotelCandidate, TourCandidate } from './candidates.js';
import { planTrip, transferDays } from './planner.js';
import type { TripRequest } from './trip-request.js';

const NAIROBI = { lat: -1.2864, lng: 36.8172 };
const KAREN = { lat: -1.3197, lng: 36.7076 };
const NAIVASHA = { lat: -0.7167, lng: 36.4333 };
const MOMBASA = { lat: -4.0435, lng: 39.6682 };

const START = '2027-03-01';
const day = (number: number) => addDays(START, number - 1);

const trip = (days: number): TripRequest => ({
  country: Object.assign(new Country(), { code: 'KE', name: 'Kenya' }),
  startDate: START,
  days,
  journeyers: 2,
  budgetMinor: 1_000_000,
  preferences: ['wildlife'],
});

const hotel: HotelCandidate = {
  kind: 'hotel',
  id: 1,
  name: 'Nairobi lodge',
  type: 'boutique',
  costMinor: 50_000,
  quality: 0.8,
  serves: [],
  cityId: 1,
  position: NAIROBI,
  stars: 4,
  roomTypeId: 1,
  roomType: 'Double',
  rooms: 1,
};

const tour = (id: number, position: { lat: number; lng: number }, departures: string[], durationDays = 1): TourCandidate => ({
  kind: 'tour',
  id,
  name: `Tour ${id}`,
  type: 'wildlife',
  costMinor: 20_000,
  quality: 0.9,
  serves: ['wildlife'],
  cityId: 2,
  position,
  durationDays,
  departures,
});

const dinner = (id: number, position: { lat: number; lng: number }, days: number[]): DatedCandidate => ({
  kind: 'restaurant',
  id,
  name: `Dinner ${id}`,
  type: 'african',
  costMinor: 5_000,
  quality: 0.9,
  serves: [],
  cityId: 1,
  position,
  freeDates: new Set(days.map(day)),
  time: '19:00',
});

const candidates = (parts: Partial<Candidates>): Candidates => ({ hotels: [hotel], tours: [], restaurants: [], nightlife: [], transport: [], ...parts });

describe('travel time between places, from the great-circle distance', () => {
  it('needs no travel day across a city or to a town a couple of hours away, and travel days for the coast', () => {
    expect(transferDays(NAIROBI, KAREN)).toBe(0);
    expect(transferDays(NAIROBI, NAIVASHA)).toBe(0);
    // About 440 km as the crow flies: some 9.5 hours by road, two days of travel.
    expect(transferDays(NAIROBI, MOMBASA)).toBe(2);
  });
});

describe('the planner and distances', () => {
  it('books a tour near the hotel on its day, but not a far one that leaves no time to get there', () => {
    const [best] = planTrip(trip(4), candidates({ tours: [tour(10, NAIVASHA, [day(2)]), tour(11, MOMBASA, [day(2)])] }));
    expect(best!.tours.map((part) => part.candidate.id)).toEqual([10]);
  });

  it('schedules a far tour only with travel days before and after it, inside the trip', () => {
    // Leaving on day 2 and back on day 6 of a 7-day trip: the departure of day 4 fits, that of day 3 does not.
    const [best] = planTrip(trip(7), candidates({ tours: [tour(11, MOMBASA, [day(3), day(4)])] }));
    expect(best!.tours).toEqual([{ candidate: expect.objectContaining({ id: 11 }), date: day(4) }]);
    // On a 5-day trip it cannot be back for the flight home.
    const [short] = planTrip(trip(5), candidates({ tours: [tour(11, MOMBASA, [day(3), day(4)])] }));
    expect(short!.tours).toEqual([]);
  });

  it('keeps the next tour clear of the travel days of a far one', () => {
    // The coast takes days 2-6; a day tour near Nairobi fits on day 7, not on day 5.
    const [best] = planTrip(trip(8), candidates({ tours: [tour(11, MOMBASA, [day(4)]), tour(10, NAIVASHA, [day(5), day(7)])] }));
    expect(best!.tours.map((part) => [part.candidate.id, part.date])).toEqual([
      [11, day(4)],
      [10, day(7)],
    ]);
  });

  it('books dinners near the hotel, and not on the evenings spent away', () => {
    const everyDay = [1, 2, 3, 4, 5, 6, 7];
    // Away from the evening of day 2 to that of day 5; back at the hotel on day 6.
    const [best] = planTrip(
      trip(7),
      candidates({
        tours: [tour(11, MOMBASA, [day(4)])],
        restaurants: [dinner(20, KAREN, [3, 4, 6]), dinner(21, MOMBASA, everyDay), dinner(22, KAREN, [2, 5])],
      }),
    );
    expect(best!.tours).toHaveLength(1);
    expect(best!.restaurants.map((part) => [part.candidate.id, part.date])).toEqual([[20, day(6)]]);
  });
});
