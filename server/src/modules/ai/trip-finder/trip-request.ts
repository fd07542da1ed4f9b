// What a trip request may say (spec §3 finder request, §5 finder defaults), parsed once for GraphQL and REST,
// and the trip it describes: the country, the first day, the number of days (date difference, at least 1,
// 5 when the dates are missing or invalid), the group and the budget in minor units.
import { z } from 'zod';
import type { Country } from '../../countries/country.entity.js';
import type { CountryService } from '../../countries/country.service.js';
import { badInput } from '../../../errors.js';
import { text, wholeNumber } from '../../../validation.js';
import { PARTY_SIZE_MAX } from '../../bookings/booking-input.js';
import { addDays, BOOKING_HORIZON_DAYS, daysBetween, localNow } from '../../bookings/booking-dates.js';
import { PREFERENCES, type Preference } from './preferences.js';

/** Spec §9: default trip 5 days, minimum 1; the hero's default start is a week ahead. */
export const DEFAULT_TRIP_DAYS = 5;
const DEFAULT_START_IN_DAYS = 7;
/** A longer trip is planned as this many days (the longest stay a hotel booking takes). */
export const MAX_TRIP_DAYS = 30;

const isoDate = text(10).refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), {
  error: 'must be a date as YYYY-MM-DD',
});

export const tripRequestSchema = z.object({
  country: text(60).refine((value) => value.trim().length > 0, { error: 'is required' }),
  date: isoDate.nullish(),
  endDate: isoDate.nullish(),
  durationDays: wholeNumber(1, 365).nullish(),
  journeyers: wholeNumber(1, PARTY_SIZE_MAX).default(2),
  budget: wholeNumber(1, 10_000_000).default(1000),
  // GraphQL sends the preferences as Strings.
  preferences: z
    .array(z.string().pipe(z.enum(PREFERENCES)))
    .max(PREFERENCES.length)
    .default([]),
});

export type TripRequestInput = z.input<typeof tripRequestSchema>;

/** A trip request as the traveller sent it, checked value by value; {@link readTripRequest} makes it a trip. */
export type TripAsked = z.output<typeof tripRequestSchema>;

export interface TripRequest {
  country: Country;
  startDate: string;
  /** Day 1 is the start date; the hotel is left on startDate + days. */
  days: number;
  journeyers: number;
  budgetMinor: number;
  preferences: Preference[];
}

export const tripEndDate = (trip: Pick<TripRequest, 'startDate' | 'days'>) => addDays(trip.startDate, trip.days);

export function readTripRequest(countries: CountryService, parsed: TripAsked): TripRequest {
  const country = countries.resolve(parsed.country.trim());
  const today = localNow(country.code).date;
  const startDate = parsed.date ?? addDays(today, DEFAULT_START_IN_DAYS);
  if (startDate < today) throw badInput('date', 'The trip cannot start in the past. Please choose a later date.');
  if (startDate > addDays(today, BOOKING_HORIZON_DAYS)) throw badInput('date', `Trips can be planned ${BOOKING_HORIZON_DAYS} days ahead at most.`);
  if (parsed.date && parsed.endDate && parsed.endDate < parsed.date) throw badInput('endDate', 'The end date must be on or after the start date.');
  const fromDates = parsed.date && parsed.endDate ? daysBetween(parsed.date, parsed.endDate) : null;
  const days = Math.min(MAX_TRIP_DAYS, Math.max(1, fromDates ?? parsed.durationDays ?? DEFAULT_TRIP_DAYS));
  return { country, startDate, days, journeyers: parsed.journeyers, budgetMinor: parsed.budget * 100, preferences: [...new Set(parsed.preferences)] };
}
