// Hotels for every country: believable names, stars and nightly prices; several pages in the larger markets.
import type { EntityManager } from '@mikro-orm/postgresql';
import { Hotel } from '../../modules/listings/hotels/hotel.entity.js';
import { HotelAmenity, HotelType } from '../../modules/listings/hotels/hotel.enums.js';
import { Role } from '../../modules/users/role.js';
import type { User } from '../../modules/users/user.entity.js';
import { hotelAdjectives, hotelDescriptionTemplates, hotelNamePatterns, hotelNamePatternsByType, hotelNouns } from '../seed-data/listing-names.js';
import { description, listingName, uniqueName } from './names.js';
import { pickSome, seedEachCountry } from './listing-seed.js';
import { SeededRandom } from './random.js';

/** Dollars a night at the continent's middle; each country's price level scales them. */
const priceRange: Record<HotelType, [number, number]> = {
  [HotelType.LUXURY]: [220, 900],
  [HotelType.BOUTIQUE]: [110, 320],
  [HotelType.SAFARI]: [160, 780],
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

/**
 * The bundled pictures a hotel of each type shows in its gallery, after its cover: the type's own, then what such a
 * stay is chosen for (the game drive from a safari lodge, breakfast at a guesthouse, the rooftop bar of a city hotel).
 */
const galleryByType: Record<HotelType, string[]> = {
  [HotelType.LUXURY]: ['hotels/02', 'hotels/03', 'restaurants/05', 'restaurants/08', 'leisure/01', 'restaurants/01'],
  [HotelType.BOUTIQUE]: ['hotels/04', 'hotels/06', 'restaurants/05', 'restaurants/06', 'restaurants/01', 'leisure/03'],
  [HotelType.SAFARI]: ['hotels/01', 'tours/01', 'tours/06', 'transport/02', 'transport/05', 'transport/08'],
  [HotelType.ECO]: ['hotels/05', 'tours/05', 'tours/02', 'restaurants/06', 'restaurants/01', 'transport/05'],
  [HotelType.APARTMENT]: ['hotels/07', 'hotels/02', 'leisure/01', 'restaurants/05', 'restaurants/07', 'transport/06'],
  [HotelType.GUESTHOUSE]: ['hotels/08', 'restaurants/06', 'restaurants/01', 'restaurants/02', 'leisure/04', 'restaurants/05'],
};

/**
 * 3 to 5 gallery photos besides the cover, drawn from the hotel's own name (not the country's sequence, so the names
 * and prices seeded after it stay as they were). Their alt texts are empty, as for a photo saved without words: the
 * page then says "Photo 2 of <hotel>" in the reader's language.
 */
function gallery(name: string, type: HotelType, cover: string) {
  const random = new SeededRandom(`hotel-gallery ${name}`);
  const others = galleryByType[type].map((picture) => `/media/${picture}.svg`).filter((path) => path !== cover);
  const photoPaths = pickSome(random, others, random.int(3, 5));
  return { photoPaths, photoAlts: photoPaths.map(() => '') };
}

const { WIFI, POOL, PARKING, AIRPORT_SHUTTLE, RESTAURANT, AIR_CONDITIONING, BREAKFAST, SPA, GYM, ACCESSIBLE_ROOMS } = HotelAmenity;

/** What each type of hotel usually offers (always, then often), and its usual rules for children. */
const amenitiesByType: Record<HotelType, { always: HotelAmenity[]; often: HotelAmenity[] }> = {
  [HotelType.LUXURY]: { always: [WIFI, POOL, RESTAURANT, AIR_CONDITIONING, BREAKFAST], often: [SPA, GYM, AIRPORT_SHUTTLE, PARKING, ACCESSIBLE_ROOMS] },
  [HotelType.BOUTIQUE]: { always: [WIFI, BREAKFAST, AIR_CONDITIONING], often: [RESTAURANT, POOL, SPA, PARKING, AIRPORT_SHUTTLE] },
  [HotelType.SAFARI]: { always: [RESTAURANT, BREAKFAST], often: [WIFI, POOL, AIRPORT_SHUTTLE, SPA, PARKING] },
  [HotelType.ECO]: { always: [BREAKFAST], often: [WIFI, RESTAURANT, PARKING, POOL] },
  [HotelType.APARTMENT]: { always: [WIFI, AIR_CONDITIONING], often: [PARKING, GYM, POOL, ACCESSIBLE_ROOMS] },
  [HotelType.GUESTHOUSE]: { always: [WIFI], often: [BREAKFAST, PARKING, AIRPORT_SHUTTLE] },
};

/**
 * A hotel's house rules and amenities, drawn from its own name (not the country's sequence, so the names and prices
 * seeded after it stay as they were): varied, fitting its type, the same on every machine.
 */
function houseRules(name: string, type: HotelType) {
  const random = new SeededRandom(`hotel-rules ${name}`);
  const { always, often } = amenitiesByType[type];
  const offered = new Set([...always, ...often.filter(() => random.next() < 0.55)]);
  const childrenAllowed = type !== HotelType.SAFARI || random.next() < 0.6;
  return {
    checkInFrom: random.pick(['12:00', '13:00', '14:00', '14:00', '15:00']),
    checkInUntil: random.pick([null, null, '20:00', '22:00', '23:30']),
    checkOutUntil: random.pick(['10:00', '11:00', '11:00', '12:00']),
    childrenAllowed,
    childrenMinAge: childrenAllowed && type === HotelType.SAFARI ? random.pick([6, 8, 12]) : childrenAllowed ? random.pick([null, null, null, 2]) : null,
    petsAllowed: type !== HotelType.LUXURY && random.next() < 0.25,
    amenities: Object.values(HotelAmenity).filter((amenity) => offered.has(amenity)),
  };
}

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
      // Drawn in this order (description, price, cover): the sequence every later listing follows.
      const about = description(random, hotelDescriptionTemplates[type], place);
      const pricePerNightMinor = seed.price(low, high);
      const imagePath = `/media/hotels/${random.pick(imagesByType[type])}.svg`;
      em.create(Hotel, {
        ...seed.listing(city, name),
        type,
        stars,
        description: about,
        pricePerNightMinor,
        imagePath,
        ...gallery(name, type, imagePath),
        popularity: random.int(0, 1000),
        searchText: `${name} ${city.name} ${type}`.toLowerCase(),
        ...houseRules(name, type),
      });
    }
  });
}
