// The local planner: the package of available listings that best serves the preferences within the budget.
// It searches hotels × rides × schedulable sets of tours (the expensive, decisive choices) exhaustively over
// pools of the most fitting and the cheapest candidates, fills dinners and nights out into what is left,
// and scores every package; nothing it returns costs more than the budget. Distances count: a tour far from the
// hotel takes travel days before and after it, and dinners and nights out are near where the traveller sleeps.
import { addDays } from '../../bookings/booking-dates.js';
import { type Coordinates, greatCircleKm } from '../../countries/great-circle.js';
import type { Candidate, Candidates, DatedCandidate, HotelCandidate, TourCandidate, TransportCandidate } from './candidates.js';
import { type Preference, preferenceCoverage } from './preferences.js';
import type { TripRequest } from './trip-request.js';

/** Spec §4 and §9: airport pickup on day 1 and drop-off on the last day, 25 each. */
export const AIRPORT_TRANSFER_MINOR = 2500;
export const TRANSFERS_MINOR = 2 * AIRPORT_TRANSFER_MINOR;

const MAX_TOURS = 3;
const MAX_RESTAURANTS = 4;
const MAX_NIGHTS_OUT = 2;
/** How many of the most fitting (and of the cheapest) candidates of each kind the search considers. */
const FITTING_POOL = 10;
const CHEAPEST_POOL = 4;
const RANKED_PLANS = 5;

/** Roads are longer than the straight line, and slower than a motorway: hours of travel from the great-circle distance. */
const ROAD_WINDING = 1.3;
const ROAD_KMH = 60;
/** Up to this, a tour's own pick-up covers the journey; beyond it, travel takes days of its own. */
const SAME_DAY_TRAVEL_HOURS = 3;
const TRAVEL_HOURS_PER_DAY = 8;
/** How far a dinner or a night out may be from the hotel. */
const EVENING_REACH_HOURS = 1;

export const travelHours = (from: Coordinates, to: Coordinates) => (greatCircleKm(from, to) * ROAD_WINDING) / ROAD_KMH;

/** Whole days of travel between two places: none when the tour's pick-up covers it, else a day per 8 hours on the road. */
export function transferDays(from: Coordinates, to: Coordinates): number {
  const hours = travelHours(from, to);
  return hours <= SAME_DAY_TRAVEL_HOURS ? 0 : Math.ceil(hours / TRAVEL_HOURS_PER_DAY);
}

export interface ScheduledPart<C extends Candidate = Candidate> {
  candidate: C;
  date: string;
}

export interface Plan {
  hotel: HotelCandidate;
  tours: ScheduledPart<TourCandidate>[];
  restaurants: ScheduledPart<DatedCandidate>[];
  nightlife: ScheduledPart<DatedCandidate>[];
  transport: TransportCandidate | null;
  /** Listings plus airport transfers. */
  totalMinor: number;
  served: Preference[];
  /** Share of the asked preferences served, 0 to 1. */
  preferenceMatch: number;
  score: number;
}

const COVERAGE_WEIGHT = 12;

/** What one item is worth to this traveller, before counting preferences the package covers as a whole. */
function worth(candidate: Candidate, hotelCity: number | null): number {
  const matched = candidate.serves.length > 0 ? 1 : 0;
  const sameCity = hotelCity !== null && candidate.cityId === hotelCity ? 0.5 : 0;
  switch (candidate.kind) {
    case 'hotel':
      return 4 * candidate.quality + 2 * matched;
    case 'tour':
      return 5 + 3 * candidate.serves.length + candidate.quality + sameCity;
    case 'restaurant':
      return 1.5 + candidate.quality + matched + sameCity;
    case 'nightlife':
      return 1 + 0.5 * candidate.quality + 1.5 * matched + sameCity;
    case 'transport':
      return 2 + 1.5 * matched + 0.5 * candidate.quality;
  }
}

/** The `fitting` best by worth and the `cheapest` cheapest, without repeats. */
function pool<C extends Candidate>(candidates: C[], fitting = FITTING_POOL, cheapest = CHEAPEST_POOL): C[] {
  const byWorth = [...candidates].sort((a, b) => worth(b, null) - worth(a, null) || a.costMinor - b.costMinor || a.id - b.id);
  const byCost = [...candidates].sort((a, b) => a.costMinor - b.costMinor || a.id - b.id);
  return [...new Set([...byWorth.slice(0, fitting), ...byCost.slice(0, cheapest)])];
}

/** A tour as a trip away from the hotel: the days travelling there, the tour, and the days travelling back. */
export interface Excursion {
  /** The day the traveller leaves the hotel, and the day they are back in it. */
  leave: string;
  back: string;
}

export function excursion(hotel: Coordinates, tour: TourCandidate, date: string): Excursion {
  const travel = transferDays(hotel, tour.position);
  return { leave: addDays(date, -travel), back: addDays(date, tour.durationDays - 1 + travel) };
}

/**
 * Departures for these tours that do not overlap (earliest first), each with the travel days its distance from the
 * hotel needs, leaving from day 2 and back by the last day; null when they cannot all fit.
 */
function schedule(trip: TripRequest, hotel: Coordinates, tours: TourCandidate[]): ScheduledPart<TourCandidate>[] | null {
  const ordered = [...tours].sort((a, b) => a.departures[0]!.localeCompare(b.departures[0]!) || a.id - b.id);
  const parts: ScheduledPart<TourCandidate>[] = [];
  let freeFrom = addDays(trip.startDate, 1);
  const lastDay = addDays(trip.startDate, trip.days - 1);
  for (const tour of ordered) {
    const date = tour.departures.find((departure) => excursion(hotel, tour, departure).leave >= freeFrom);
    if (!date) return null;
    const { back } = excursion(hotel, tour, date);
    if (back > lastDay) return null;
    parts.push({ candidate: tour, date });
    freeFrom = addDays(back, 1);
  }
  return parts;
}

interface TourOption {
  parts: ScheduledPart<TourCandidate>[];
  costMinor: number;
}

/** Every set of up to `max` pooled tours that can be scheduled from this hotel, cheapest first. */
function tourOptions(trip: TripRequest, hotel: Coordinates, pooled: TourCandidate[], max: number): TourOption[] {
  const options: TourOption[] = [{ parts: [], costMinor: 0 }];
  const extend = (from: number, chosen: TourCandidate[]) => {
    for (let index = from; index < pooled.length; index++) {
      const next = [...chosen, pooled[index]!];
      const parts = schedule(trip, hotel, next);
      if (!parts) continue;
      options.push({ parts, costMinor: next.reduce((sum, tour) => sum + tour.costMinor, 0) });
      if (next.length < max) extend(index + 1, next);
    }
  };
  if (max > 0) extend(0, []);
  return options.sort((a, b) => a.costMinor - b.costMinor);
}

interface Fill {
  restaurants: ScheduledPart<DatedCandidate>[];
  nightlife: ScheduledPart<DatedCandidate>[];
  costMinor: number;
}

/** The evenings spent away from the hotel: from the day an excursion leaves to the day before it is back. */
function eveningsAway(hotel: Coordinates, tours: ScheduledPart<TourCandidate>[]): Set<string> {
  const away = new Set<string>();
  for (const part of tours) {
    const { leave, back } = excursion(hotel, part.candidate, part.date);
    for (let day = leave; day < back; day = addDays(day, 1)) away.add(day);
  }
  return away;
}

/**
 * Dinners rotate over the days from day 1; nights out fill from the last day backwards (spec §4), on evenings spent
 * at the hotel, at places within an hour of it. Items that serve a preference still unserved go first, then the
 * rest by worth, each only if the money left covers it.
 */
function fillEvenings(
  trip: TripRequest,
  dated: DatedCandidate[],
  moneyLeft: number,
  served: Set<Preference>,
  hotel: Coordinates,
  away: ReadonlySet<string> = new Set(),
): Fill {
  const fill: Fill = { restaurants: [], nightlife: [], costMinor: 0 };
  const days = Array.from({ length: trip.days }, (_, day) => addDays(trip.startDate, day));
  const dinnerDays = new Set<string>();
  const nightDays = new Set<string>();
  const limits = { restaurant: Math.min(trip.days, MAX_RESTAURANTS), nightlife: Math.min(trip.days, MAX_NIGHTS_OUT) };
  const take = (candidate: DatedCandidate) => {
    if (fill.costMinor + candidate.costMinor > moneyLeft || travelHours(hotel, candidate.position) > EVENING_REACH_HOURS) return;
    const isDinner = candidate.kind === 'restaurant';
    const list = isDinner ? fill.restaurants : fill.nightlife;
    if (list.length >= limits[candidate.kind] || list.some((part) => part.candidate.id === candidate.id)) return;
    const used = isDinner ? dinnerDays : nightDays;
    const order = isDinner ? days : [...days].reverse();
    const date = order.find((day) => !used.has(day) && !away.has(day) && candidate.freeDates.has(day));
    if (!date) return;
    used.add(date);
    list.push({ candidate, date });
    fill.costMinor += candidate.costMinor;
    for (const preference of candidate.serves) served.add(preference);
  };
  for (const candidate of dated) if (candidate.serves.some((preference) => !served.has(preference))) take(candidate);
  for (const candidate of dated) take(candidate);
  return fill;
}

function scorePlan(trip: TripRequest, plan: Omit<Plan, 'score' | 'preferenceMatch'>): number {
  const city = plan.hotel.cityId;
  const items: Candidate[] = [
    plan.hotel,
    ...plan.tours.map((part) => part.candidate),
    ...plan.restaurants.map((part) => part.candidate),
    ...plan.nightlife.map((part) => part.candidate),
    ...(plan.transport ? [plan.transport] : []),
  ];
  const itemsWorth = items.reduce((sum, item) => sum + worth(item, city), 0);
  // A preference is served fully by something to do (a tour, a dinner, a night out), half by where one sleeps or rides.
  const byActivity = new Set([...plan.tours, ...plan.restaurants, ...plan.nightlife].flatMap((part) => part.candidate.serves));
  const coverage = plan.served.reduce((sum, preference) => sum + (byActivity.has(preference) ? COVERAGE_WEIGHT : COVERAGE_WEIGHT / 2), 0);
  return coverage + itemsWorth + (3 * plan.totalMinor) / trip.budgetMinor;
}

function finish(trip: TripRequest, plan: Omit<Plan, 'score' | 'preferenceMatch'>): Plan {
  return { ...plan, preferenceMatch: preferenceCoverage(trip.preferences, plan.served), score: scorePlan(trip, plan) };
}

const planKey = (plan: Plan) => [plan.hotel.id, plan.transport?.id ?? 0, ...plan.tours.map((part) => part.candidate.id)].join('-');

/** The best packages within the budget, best first (at most five, all different); empty when none fits. */
export function planTrip(trip: TripRequest, candidates: Candidates): Plan[] {
  const budget = trip.budgetMinor - TRANSFERS_MINOR;
  const hotels = pool(candidates.hotels.filter((hotel) => hotel.costMinor <= budget));
  if (!hotels.length) return [];
  const rides: Array<TransportCandidate | null> = [null, ...pool(candidates.transport, 3, 1)];
  const pooledTours = pool(candidates.tours);
  // Static order of dinners and nights out by worth: the fill walks it once per package.
  const dated = [...pool(candidates.restaurants, 12, 4), ...pool(candidates.nightlife, 12, 4)].sort(
    (a, b) => worth(b, null) - worth(a, null) || a.costMinor - b.costMinor,
  );
  const best: Plan[] = [];
  for (const hotel of hotels) {
    const tours = tourOptions(trip, hotel.position, pooledTours, Math.min(MAX_TOURS, trip.days - 1));
    for (const transport of rides) {
      const fixed = hotel.costMinor + (transport?.costMinor ?? 0);
      if (fixed > budget) continue;
      for (const option of tours) {
        // Options are cheapest first: once one is too dear, so are the rest.
        if (fixed + option.costMinor > budget) break;
        const served = new Set<Preference>([...hotel.serves, ...(transport?.serves ?? []), ...option.parts.flatMap((part) => part.candidate.serves)]);
        const evenings = fillEvenings(trip, dated, budget - fixed - option.costMinor, served, hotel.position, eveningsAway(hotel.position, option.parts));
        const plan = finish(trip, {
          hotel,
          transport,
          tours: option.parts,
          restaurants: evenings.restaurants,
          nightlife: evenings.nightlife,
          totalMinor: TRANSFERS_MINOR + fixed + option.costMinor + evenings.costMinor,
          served: trip.preferences.filter((preference) => served.has(preference)),
        });
        keepBest(best, plan);
      }
    }
  }
  return best;
}

function keepBest(best: Plan[], plan: Plan) {
  const key = planKey(plan);
  const same = best.findIndex((known) => planKey(known) === key);
  if (same >= 0) {
    if (best[same]!.score >= plan.score) return;
    best.splice(same, 1);
  }
  if (best.length >= RANKED_PLANS && best.at(-1)!.score >= plan.score) return;
  best.push(plan);
  best.sort((a, b) => b.score - a.score);
  if (best.length > RANKED_PLANS) best.pop();
}

/** The least a stay costs (the cheapest available hotel and the transfers): what to say when nothing fits. */
export function cheapestPlan(trip: TripRequest, candidates: Candidates): Plan | null {
  const hotel = [...candidates.hotels].sort((a, b) => a.costMinor - b.costMinor)[0];
  if (!hotel) return null;
  return finish(trip, {
    hotel,
    transport: null,
    tours: [],
    restaurants: [],
    nightlife: [],
    totalMinor: TRANSFERS_MINOR + hotel.costMinor,
    served: hotel.serves,
  });
}

/**
 * The baseline the planner is measured against: the cheapest hotel, then the cheapest of everything else
 * while the money lasts (same limits and dates). Used by the AI bench only.
 */
export function greedyPlan(trip: TripRequest, candidates: Candidates): Plan | null {
  const budget = trip.budgetMinor - TRANSFERS_MINOR;
  const hotel = [...candidates.hotels].sort((a, b) => a.costMinor - b.costMinor)[0];
  if (!hotel || hotel.costMinor > budget) return null;
  let spent = hotel.costMinor;
  let transport: TransportCandidate | null = null;
  let chosenTours: TourCandidate[] = [];
  let parts: ScheduledPart<TourCandidate>[] = [];
  const rest = [...candidates.transport, ...candidates.tours].sort((a, b) => a.costMinor - b.costMinor);
  for (const candidate of rest) {
    if (spent + candidate.costMinor > budget) break;
    if (candidate.kind === 'transport') {
      if (transport) continue;
      transport = candidate;
      spent += candidate.costMinor;
      continue;
    }
    if (chosenTours.length >= Math.min(MAX_TOURS, trip.days - 1)) continue;
    const scheduled = schedule(trip, hotel.position, [...chosenTours, candidate as TourCandidate]);
    if (!scheduled) continue;
    chosenTours = [...chosenTours, candidate as TourCandidate];
    parts = scheduled;
    spent += candidate.costMinor;
  }
  const served = new Set<Preference>([...hotel.serves, ...(transport?.serves ?? []), ...chosenTours.flatMap((tour) => tour.serves)]);
  const byCost = [...candidates.restaurants, ...candidates.nightlife].sort((a, b) => a.costMinor - b.costMinor);
  // Every preference counted as served already: the fill then takes evenings purely cheapest first.
  const evenings = fillEvenings(trip, byCost, budget - spent, new Set(trip.preferences), hotel.position, eveningsAway(hotel.position, parts));
  for (const part of [...evenings.restaurants, ...evenings.nightlife]) for (const preference of part.candidate.serves) served.add(preference);
  return finish(trip, {
    hotel,
    transport,
    tours: parts,
    restaurants: evenings.restaurants,
    nightlife: evenings.nightlife,
    totalMinor: TRANSFERS_MINOR + spent + evenings.costMinor,
    served: trip.preferences.filter((preference) => served.has(preference)),
  });
}
