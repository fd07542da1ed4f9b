// The planner's explanation writes a hotel's stars as each language writes a decimal (issue 29: "4.5 estrelas" in Portuguese).
import { describe, expect, it } from 'vitest';
import { Country } from '../../countries/country.entity.js';
import type { Plan } from './planner.js';
import { localRationale } from './rationale.js';
import type { TripRequest } from './trip-request.js';

const trip: TripRequest = {
  country: Object.assign(new Country(), { code: 'RW', name: 'Rwanda' }),
  startDate: '2027-03-01',
  days: 3,
  journeyers: 2,
  budgetMinor: 100_000,
  preferences: [],
};

const plan: Plan = {
  hotel: {
    kind: 'hotel',
    id: 1,
    name: 'Lake Kivu Lodge',
    type: 'boutique',
    costMinor: 60_000,
    quality: 0.9,
    serves: [],
    cityId: 1,
    position: { lat: -1.7, lng: 29.26 },
    stars: 4.5,
    roomTypeId: 1,
    roomType: 'Classic Double',
    rooms: 1,
  },
  tours: [],
  restaurants: [],
  nightlife: [],
  transport: null,
  totalMinor: 65_000,
  served: [],
  preferenceMatch: 1,
  score: 1,
};

describe("the rationale's hotel stars", () => {
  it.each([
    ['en', 'Lake Kivu Lodge (4.5 stars,'],
    ['fr', 'Lake Kivu Lodge (4,5 étoiles,'],
    ['pt', 'Lake Kivu Lodge (4,5 estrelas,'],
  ] as const)('reads as %s writes a decimal', (language, expected) => {
    expect(localRationale(trip, plan, language)).toContain(expected);
  });
});
