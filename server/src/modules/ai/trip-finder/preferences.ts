// What each hero category (spec §9 chips) means in listings: which hotel types, tour categories, cuisines,
// leisure types and ride types serve it. The planner scores a package by the preferences it covers.
import { TRIP_PREFERENCES } from '../../../../../shared/src/spec-constants.js';
import { HotelType } from '../../listings/hotels/hotel.enums.js';
import { LeisureType } from '../../listings/leisure/leisure.enums.js';
import { Cuisine } from '../../listings/restaurants/restaurant.enums.js';
import { TourCategory } from '../../listings/tours/tour.enums.js';
import { TransportType } from '../../listings/transport/transport.enums.js';

export const PREFERENCES = TRIP_PREFERENCES;
export type Preference = (typeof PREFERENCES)[number];

export type PartKind = 'hotel' | 'tour' | 'restaurant' | 'transport' | 'nightlife';

interface Serves {
  hotel?: readonly HotelType[];
  tour?: readonly TourCategory[];
  restaurant?: readonly Cuisine[];
  transport?: readonly TransportType[];
  nightlife?: readonly LeisureType[];
}

const allCuisines = Object.values(Cuisine);

export const preferenceServes: Record<Preference, Serves> = {
  culture: {
    tour: [TourCategory.CULTURAL],
    restaurant: [Cuisine.RWANDAN, Cuisine.AFRICAN],
    nightlife: [LeisureType.EVENTS, LeisureType.FESTIVALS, LeisureType.WALK],
  },
  food: { restaurant: allCuisines },
  adventure: {
    tour: [TourCategory.ADVENTURE],
    hotel: [HotelType.ECO, HotelType.SAFARI],
    transport: [TransportType.SAFARI, TransportType.MOTORCYCLE],
    nightlife: [LeisureType.SPORTS],
  },
  family: {
    hotel: [HotelType.APARTMENT, HotelType.GUESTHOUSE, HotelType.SAFARI],
    tour: [TourCategory.WILDLIFE, TourCategory.CULTURAL],
    transport: [TransportType.GROUP],
    nightlife: [LeisureType.WALK, LeisureType.FESTIVALS, LeisureType.SPORTS],
  },
  wildlife: { tour: [TourCategory.WILDLIFE], hotel: [HotelType.SAFARI, HotelType.ECO], transport: [TransportType.SAFARI] },
  nightlife: { nightlife: [LeisureType.BAR, LeisureType.CLUB, LeisureType.EVENTS] },
  history: { tour: [TourCategory.CULTURAL], nightlife: [LeisureType.WALK] },
  photography: { tour: [TourCategory.WILDLIFE, TourCategory.ADVENTURE], transport: [TransportType.SAFARI], hotel: [HotelType.ECO] },
  beaches: { hotel: [HotelType.LUXURY, HotelType.BOUTIQUE], nightlife: [LeisureType.BAR, LeisureType.SPORTS] },
  desert: { tour: [TourCategory.ADVENTURE], transport: [TransportType.SAFARI, TransportType.MOTORCYCLE], hotel: [HotelType.ECO, HotelType.SAFARI] },
  markets: { nightlife: [LeisureType.WALK, LeisureType.FESTIVALS], restaurant: [Cuisine.AFRICAN, Cuisine.RWANDAN] },
};

/** The asked-for preferences a listing of `kind` whose type (category, cuisine...) is `type` serves. */
export function preferencesServedBy(kind: PartKind, type: string, asked: readonly Preference[]): Preference[] {
  return asked.filter((preference) => (preferenceServes[preference][kind] as readonly string[] | undefined)?.includes(type));
}

/** Share of the asked preferences a package serves (1 when none were asked). */
export function preferenceCoverage(asked: readonly Preference[], served: Iterable<Preference>): number {
  if (!asked.length) return 1;
  const covered = new Set(served);
  return asked.filter((preference) => covered.has(preference)).length / asked.length;
}
