// What seeding every listing type shares: per-country loop, owners, city choice, names, images.
import type { EntityManager } from '@mikro-orm/postgresql';
import { City } from '../../modules/countries/city.entity.js';
import { Country } from '../../modules/countries/country.entity.js';
import type { Role } from '../../modules/users/role.js';
import { User } from '../../modules/users/user.entity.js';
import { type AfricanCountryCode } from '../seed-data/cities.js';
import { signatureActivities } from '../seed-data/activities.js';
import { DEMO_MARKET_FLOOR, demoMarkets, kindShare, marketSize, priceLevel } from '../seed-data/markets.js';
import type { Place } from './names.js';
import { SeededRandom } from './random.js';
import { translateCreated } from './seed-translations.js';
import { seedPartner } from './users.seed.js';

export interface CountrySeed {
  random: SeededRandom;
  country: Country;
  place: (city: City) => Place;
  /** Capitals and first cities get more listings, as in real markets. */
  pickCity: () => City;
  owner: User;
  /** Names already used in this country (uniqueName keeps them apart). */
  usedNames: Set<string>;
  /** Number of listings of this kind to create here: it follows the size of the country's market (markets.ts). */
  count: number;
  /** How dear the country is against the continent's middle (1). */
  priceLevel: number;
  /** A price in minor units between two dollar amounts at the continent's middle, scaled by the price level. */
  price: (low: number, high: number) => number;
  /** The columns every listing kind shares: its owner, country, city, name and its own place near the city. */
  listing: (city: City, name: string) => { owner: User; country: Country; city: City; name: string; latitude: number; longitude: number };
}

/** How many listings of a kind a country gets: its market's size, the kind's share there, a page or more where the demo partners are. */
export function listingCount(kind: string, countryCode: string, cityCount: number): number {
  const size = marketSize[countryCode as AfricanCountryCode] ?? 2 + cityCount;
  const count = Math.round(size * kindShare(kind, countryCode, Boolean(signatureActivities[countryCode as AfricanCountryCode])));
  return demoMarkets.includes(countryCode) ? Math.max(count, DEMO_MARKET_FLOOR) : count;
}

const KM_PER_DEGREE = 111.32;

/**
 * A listing's own place: a few kilometres from its city's centre, in a direction and at a distance drawn from its
 * name (not the country's sequence, so the names and prices seeded after it stay as they were).
 */
export function placeNear(city: Pick<City, 'lat' | 'lng'>, key: string): { latitude: number; longitude: number } {
  const random = new SeededRandom(`place ${key}`);
  const km = 0.4 + 3.6 * Math.sqrt(random.next());
  const angle = random.next() * 2 * Math.PI;
  const latitude = city.lat + (km * Math.sin(angle)) / KM_PER_DEGREE;
  const longitude = city.lng + (km * Math.cos(angle)) / (KM_PER_DEGREE * Math.cos((city.lat * Math.PI) / 180));
  return { latitude: Math.round(latitude * 1e5) / 1e5, longitude: Math.round(longitude * 1e5) / 1e5 };
}

/** Calls `fill` once per country with a seeded generator and the country's owner, then flushes with the texts' translations. */
export async function seedEachCountry(
  em: EntityManager,
  kind: string,
  role: Role,
  demoOwner: User,
  partnerHash: string,
  fill: (seed: CountrySeed) => void,
): Promise<void> {
  const countries = await em.find(Country, {}, { orderBy: { code: 'asc' } });
  for (const country of countries) {
    const random = new SeededRandom(`${kind}-${country.code}`);
    const cities = await em.find(City, { country }, { orderBy: { id: 'asc' } });
    // The demo partner of each role owns Rwanda and Kenya; elsewhere a partner account per country.
    const owner = demoMarkets.includes(country.code) ? em.getReference(User, demoOwner.id) : await seedPartner(em, role, country.code, partnerHash);
    const level = priceLevel[country.code as AfricanCountryCode] ?? 0.75;
    fill({
      random,
      country,
      place: (city) => ({ city: city.name, country: country.name, countryCode: country.code }),
      pickCity: () => cities[Math.min(Math.floor(random.next() ** 1.8 * cities.length), cities.length - 1)]!,
      owner,
      usedNames: new Set(),
      count: listingCount(kind, country.code, cities.length),
      priceLevel: level,
      price: (low, high) => seedPrice(random, Math.round(low * level), Math.max(Math.round(high * level), Math.round(low * level))),
      listing: (city, name) => ({ owner, country, city, name, ...placeNear(city, `${kind} ${country.code} ${name}`) }),
    });
    translateCreated(em);
    await em.flush();
    em.clear();
  }
}

/** One of the bundled pictures of a listing type (served at /media/...), among those that show the listing's kind (see each SVG's <title>). */
export const seedImage = (random: SeededRandom, folder: string, fitting: readonly string[]) => `/media/${folder}/${random.pick(fitting)}.svg`;

/** A price in minor units between two dollar amounts, with believable cents. */
export const seedPrice = (random: SeededRandom, low: number, high: number) => random.int(low, high) * 100 + random.pick([0, 0, 0, 50, 99]);

/** HH:MM:SS from hours and minutes (hours may pass 24 for after midnight). */
export const clock = (hours: number, minutes = 0) => `${String(hours % 24).padStart(2, '0')}:${String(minutes).padStart(2, '0')}:00`;

/** A few distinct items in their original order. */
export function pickSome<T>(random: SeededRandom, items: readonly T[], count: number): T[] {
  const chosen = new Set<number>();
  while (chosen.size < Math.min(count, items.length)) chosen.add(random.int(0, items.length - 1));
  return [...chosen].sort((a, b) => a - b).map((index) => items[index]!);
}
