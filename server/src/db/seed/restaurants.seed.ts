// Restaurants for every country: cuisines, ratings, opening hours and a floor plan of tables.
import type { EntityManager } from '@mikro-orm/postgresql';
import { Restaurant, RestaurantTable } from '../../modules/listings/restaurants/restaurant.entity.js';
import { type OpeningHours } from '../../modules/listings/restaurants/restaurant.types.js';
import { Cuisine, Weekday } from '../../modules/listings/restaurants/restaurant.enums.js';
import { Role } from '../../modules/users/role.js';
import type { User } from '../../modules/users/user.entity.js';
import { restaurantAdjectives, restaurantDescriptionTemplates, restaurantNamePatterns, restaurantNouns } from '../seed-data/listing-names.js';
import type { SeededRandom } from './random.js';
import { seedEachCountry, seedImage } from './listing-seed.js';
import { description, listingName, uniqueName } from './names.js';

const averagePrice: Record<Cuisine, [number, number]> = {
  [Cuisine.RWANDAN]: [6, 22],
  [Cuisine.AFRICAN]: [8, 30],
  [Cuisine.CONTINENTAL]: [14, 48],
  [Cuisine.INTERNATIONAL]: [10, 40],
};

const hhmm = (hours: number, minutes = 0) => `${String(hours % 24).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;

function openingHours(random: SeededRandom): OpeningHours[] {
  const opens = random.pick([7, 8, 10, 11, 12]);
  const closes = random.pick([21, 22, 23, 24]);
  const closedMonday = random.next() < 0.25;
  return Object.values(Weekday)
    .filter((weekday) => !(closedMonday && weekday === Weekday.MONDAY))
    .map((weekday) => ({
      weekday,
      opens: hhmm(weekday === Weekday.SUNDAY ? Math.max(opens, 10) : opens),
      closes: hhmm(weekday === Weekday.FRIDAY || weekday === Weekday.SATURDAY ? closes + 1 : closes, closes === 24 ? 0 : random.pick([0, 30])),
    }));
}

function addFloorPlan(em: EntityManager, random: SeededRandom, restaurant: Restaurant) {
  const columns = random.int(3, 5);
  const rows = random.int(2, 3);
  let number = 0;
  for (let row = 0; row < rows; row++)
    for (let column = 0; column < columns; column++) {
      if (random.next() < 0.15) continue; // a pillar, the bar or the kitchen door
      number++;
      em.create(RestaurantTable, {
        restaurant,
        label: `T${String(number).padStart(2, '0')}`,
        x: Math.round(10 + (80 * column) / (columns - 1)),
        y: Math.round(15 + (70 * row) / Math.max(rows - 1, 1)),
        seats: random.pick([2, 2, 4, 4, 4, 6, 8]),
      });
    }
}

/** Bundled pictures that show each cuisine (see each SVG's <title>); North Africa's and the Horn's own tables where they are served. */
const images: Record<Cuisine, string[]> = {
  [Cuisine.RWANDAN]: ['01', '02', '06'],
  [Cuisine.AFRICAN]: ['01', '02', '06'],
  [Cuisine.CONTINENTAL]: ['05', '07'],
  [Cuisine.INTERNATIONAL]: ['05', '07', '08'],
};
const maghreb: ReadonlySet<string> = new Set(['MA', 'DZ', 'TN', 'LY', 'EG', 'MR']);
const horn: ReadonlySet<string> = new Set(['ET', 'ER']);

function imagesOf(cuisine: Cuisine, countryCode: string): string[] {
  if (cuisine !== Cuisine.AFRICAN) return images[cuisine];
  if (maghreb.has(countryCode)) return ['04', '02'];
  if (horn.has(countryCode)) return ['03', '01'];
  return images[cuisine];
}

export async function seedRestaurants(em: EntityManager, demoManager: User, partnerHash: string): Promise<void> {
  await seedEachCountry(em, 'restaurants', Role.RESTAURANT_MANAGER, demoManager, partnerHash, (seed) => {
    const { random } = seed;
    // Rwandan cooking is served in Rwanda; elsewhere the other three cuisines.
    const cuisines = seed.country.code === 'RW' ? Object.values(Cuisine) : Object.values(Cuisine).filter((c) => c !== Cuisine.RWANDAN);
    for (let index = 0; index < seed.count; index++) {
      const city = seed.pickCity();
      const place = seed.place(city);
      const cuisine = random.pick(cuisines);
      const name = uniqueName(
        seed.usedNames,
        () => listingName(random, restaurantNamePatterns[cuisine], { adjectives: restaurantAdjectives, nouns: restaurantNouns }, place),
        city.name,
      );
      const restaurant = em.create(Restaurant, {
        ...seed.listing(city, name),
        cuisine,
        description: description(random, restaurantDescriptionTemplates[cuisine], place),
        averagePriceMinor: seed.price(...averagePrice[cuisine]),
        ratingTenths: random.int(30, 50),
        openingHours: openingHours(random),
        imagePath: seedImage(random, 'restaurants', imagesOf(cuisine, seed.country.code)),
        popularity: random.int(0, 1000),
        searchText: `${name} ${city.name} ${cuisine}`.toLowerCase(),
      });
      addFloorPlan(em, random, restaurant);
    }
  });
}
