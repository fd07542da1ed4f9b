// Tours for every country: itineraries in order and dated departures with places already taken.
import type { EntityManager } from '@mikro-orm/postgresql';
import { Tour, TourDeparture, TourItineraryStep } from '../../modules/listings/tours/tour.entity.js';
import { TourCategory } from '../../modules/listings/tours/tour.enums.js';
import { itineraryDay } from '../../../../shared/src/itinerary-days.js';
import { Role } from '../../modules/users/role.js';
import type { User } from '../../modules/users/user.entity.js';
import { fillTemplate, tourDescriptionTemplates, tourDurationDays, tourItinerarySteps, tourNamePatterns } from '../seed-data/listing-names.js';
import { seedEachCountry, seedImage, seedPrice } from './listing-seed.js';
import { description, listingName, uniqueName } from './names.js';

/** Dollars per person per day. */
const pricePerDay: Record<TourCategory, [number, number]> = {
  [TourCategory.CULTURAL]: [35, 110],
  [TourCategory.WILDLIFE]: [140, 420],
  [TourCategory.ADVENTURE]: [60, 190],
};
const capacity: Record<TourCategory, [number, number]> = {
  [TourCategory.CULTURAL]: [10, 24],
  [TourCategory.WILDLIFE]: [6, 14],
  [TourCategory.ADVENTURE]: [6, 12],
};
const DAY_MS = 86_400_000;

/** Bundled pictures that show each category. */
const images: Record<TourCategory, string[]> = {
  [TourCategory.WILDLIFE]: ['01', '03', '06', '07'],
  [TourCategory.ADVENTURE]: ['02', '05', '08'],
  [TourCategory.CULTURAL]: ['04'],
};

export async function seedTours(em: EntityManager, demoOrganizer: User, partnerHash: string): Promise<void> {
  const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  await seedEachCountry(em, 'tours', Role.TOUR_ORGANIZER, demoOrganizer, partnerHash, (seed) => {
    const { random } = seed;
    for (let index = 0; index < seed.count; index++) {
      const city = seed.pickCity();
      const place = seed.place(city);
      const category = random.pick(Object.values(TourCategory));
      const days = random.pick<number>(tourDurationDays[category]);
      const name = uniqueName(
        seed.usedNames,
        () => listingName(random, tourNamePatterns[category] as readonly string[], { adjectives: [''], nouns: [''] }, place, days),
        city.name,
      );
      const tour = em.create(Tour, {
        ...seed.listing(city, name),
        category,
        durationDays: days,
        description: description(random, tourDescriptionTemplates[category], place),
        basePriceMinor: seedPrice(random, pricePerDay[category][0] * days, pricePerDay[category][1] * days),
        imagePath: seedImage(random, 'tours', images[category]),
        popularity: random.int(0, 1000),
        searchText: `${name} ${city.name} ${category}`.toLowerCase(),
      });
      // First and last steps always; a sorted selection of the ones between, more for longer tours.
      const steps = tourItinerarySteps[category];
      const middle = steps.slice(1, -1).filter(() => random.next() < 0.35 + days * 0.1);
      const chosen = [steps[0], ...middle, steps.at(-1)!];
      // The steps spread evenly over the tour's days (a partner may move them).
      chosen.forEach((title, position) => {
        const day = itineraryDay(position + 1, chosen.length, days);
        em.create(TourItineraryStep, { tour, position: position + 1, day, title: fillTemplate(title, { city: city.name }) });
      });
      const dates = new Set<number>();
      const departures = random.int(4, 9);
      while (dates.size < departures) dates.add(random.int(2, 180));
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
