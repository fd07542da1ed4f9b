// Hotels for every country: believable names, stars and nightly prices; several pages in the larger markets.
import type { EntityManager } from '@mikro-orm/postgresql';
import { Hotel } from '../../modules/listings/hotels/hotel.entity.js';
import { HotelType } from '../../modules/listings/hotels/hotel.enums.js';
import { Role } from '../../modules/users/role.js';
import type { User } from '../../modules/users/user.entity.js';
import { hotelAdjectives, hotelDescriptionTemplates, hotelNamePatterns, hotelNamePatternsByType, hotelNouns } from '../seed-data/listing-names.js';
import { description, listingName, uniqueName } from './names.js';
import { seedEachCountry } from './listing-seed.js';

const priceRange: Record<HotelType, [number, number]> = {
  [HotelType.LUXURY]: [220, 900],
  [HotelType.BOUTIQUE]: [110, 320],
  [HotelType.SAFARI]: [180, 1200],
  [HotelType.ECO]: [70, 260],
  [HotelType.APARTMENT]: [45, 160],
  [HotelType.GUESTHOUSE]: [20, 75],
};
const starRange: Record<HotelType, [number, number]> = {
  [HotelType.LUXURY]: [45, 50],
  [HotelType.BOUTIQUE]: [38, 48],
  [HotelType.SAFARI]: [40, 50],
  [HotelType.ECO]: [30, 45],
  [HotelType.APARTMENT]: [28, 42],
  [HotelType.GUESTHOUSE]: [20, 38],
};

/** The bundled artwork that fits each type (see the <title> of each SVG). */
const imagesByType: Record<HotelType, string[]> = {
  [HotelType.LUXURY]: ['02', '03'],
  [HotelType.BOUTIQUE]: ['04', '06'],
  [HotelType.SAFARI]: ['01'],
  [HotelType.ECO]: ['05'],
  [HotelType.APARTMENT]: ['07'],
  [HotelType.GUESTHOUSE]: ['08'],
};

export async function seedHotels(em: EntityManager, demoManager: User, partnerHash: string): Promise<void> {
  await seedEachCountry(em, 'hotels', Role.HOTEL_MANAGER, demoManager, partnerHash, (seed) => {
    const { random } = seed;
    for (let index = 0; index < seed.count; index++) {
      const city = seed.pickCity();
      const type = random.pick(Object.values(HotelType));
      const place = seed.place(city);
      const patterns = [...hotelNamePatternsByType[type], ...hotelNamePatterns];
      const name = uniqueName(seed.usedNames, () => listingName(random, patterns, { adjectives: hotelAdjectives, nouns: hotelNouns }, place), city.name);
      const [low, high] = priceRange[type];
      const stars = random.int(...starRange[type]) / 10;
      em.create(Hotel, {
        ...seed.listing(city, name),
        type,
        stars,
        description: description(random, hotelDescriptionTemplates[type], place),
        pricePerNightMinor: random.int(low, high) * 100 + random.pick([0, 0, 50, 99]),
        imagePath: `/media/hotels/${random.pick(imagesByType[type])}.svg`,
        popularity: random.int(0, 1000),
        searchText: `${name} ${city.name} ${type}`.toLowerCase(),
      });
    }
  });
}
