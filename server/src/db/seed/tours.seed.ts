// Tours for every country: what is really sold there (its signature activities beside the everyday city tours),
// itineraries in order and dated departures with places already taken.
import type { EntityManager } from '@mikro-orm/postgresql';
import { Tour, TourDeparture, TourItineraryStep } from '../../modules/listings/tours/tour.entity.js';
import { TourCategory } from '../../modules/listings/tours/tour.enums.js';
import { itineraryDay } from '../../../../shared/src/itinerary-days.js';
import { Role } from '../../modules/users/role.js';
import type { User } from '../../modules/users/user.entity.js';
import { type Activity, activityItinerarySteps, everydayActivities, type ItineraryKind, signatureActivities } from '../seed-data/activities.js';
import type { AfricanCountryCode } from '../seed-data/cities.js';
import { fillTemplate, tourItinerarySteps } from '../seed-data/listing-names.js';
import { seedEachCountry, seedPrice } from './listing-seed.js';
import { listingName, uniqueName } from './names.js';

const capacity: Record<TourCategory, [number, number]> = {
  [TourCategory.CULTURAL]: [10, 24],
  [TourCategory.WILDLIFE]: [6, 14],
  [TourCategory.ADVENTURE]: [6, 12],
};
const DAY_MS = 86_400_000;
/** The share of a country's tours that are its signature activities, where it has some. */
const SIGNATURE_SHARE = 0.55;

const itinerarySteps: Record<ItineraryKind, readonly string[]> = { ...tourItinerarySteps, ...activityItinerarySteps };

export async function seedTours(em: EntityManager, demoOrganizer: User, partnerHash: string): Promise<void> {
  const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  await seedEachCountry(em, 'tours', Role.TOUR_ORGANIZER, demoOrganizer, partnerHash, (seed) => {
    const { random } = seed;
    const signature = signatureActivities[seed.country.code as AfricanCountryCode] ?? [];
    for (let index = 0; index < seed.count; index++) {
      const city = seed.pickCity();
      const place = seed.place(city);
      const own = signature.length > 0 && random.next() < SIGNATURE_SHARE;
      const activity: Activity = random.pick(own ? signature : everydayActivities);
      const days = random.pick(activity.days);
      const name = uniqueName(seed.usedNames, () => listingName(random, [activity.name], { adjectives: [''], nouns: [''] }, place, days), city.name);
      const [low, high] = activity.pricePerDay;
      const tour = em.create(Tour, {
        ...seed.listing(city, name),
        category: activity.category as TourCategory,
        durationDays: days,
        description: fillTemplate(activity.description, { city: city.name, country: seed.country.name }),
        // Signature prices are the country's own (permits, park fees); everyday tours follow its price level.
        basePriceMinor: own ? seedPrice(random, low * days, high * days) : seed.price(low * days, high * days),
        imagePath: `/media/tours/${activity.image}.svg`,
        popularity: random.int(0, 1000),
        searchText: `${name} ${city.name} ${activity.category}`.toLowerCase(),
      });
      // First and last steps always; a sorted selection of the ones between, more for longer tours.
      const steps = itinerarySteps[activity.itinerary];
      const middle = steps.slice(1, -1).filter(() => random.next() < 0.35 + days * 0.1);
      const chosen = [steps[0]!, ...middle, steps.at(-1)!];
      // The steps spread evenly over the tour's days (a partner may move them).
      chosen.forEach((title, position) => {
        const day = itineraryDay(position + 1, chosen.length, days);
        em.create(TourItineraryStep, { tour, position: position + 1, day, title: fillTemplate(title, { city: city.name }) });
      });
      const dates = new Set<number>();
      const departures = random.int(4, 9);
      while (dates.size < departures) dates.add(random.int(2, 180));
      const category = activity.category as TourCategory;
      for (const offset of [...dates].sort((a, b) => a - b)) {
        const places = random.int(...capacity[category]);
        em.create(TourDeparture, {
          tour,
          date: new Date(today + offset * DAY_MS).toISOString().slice(0, 10),
          capacity: places,
          booked: random.int(0, places),
        });
      }
    }
  });
}
