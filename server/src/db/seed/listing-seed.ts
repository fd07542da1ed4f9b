// What seeding every listing type shares: per-country loop, owners, city choice, names, images.
import type { EntityManager } from '@mikro-orm/postgresql';
import { City } from '../../modules/countries/city.entity.js';
import { Country } from '../../modules/countries/country.entity.js';
import type { Role } from '../../modules/users/role.js';
import { User } from '../../modules/users/user.entity.js';
import type { Place } from './names.js';
import { SeededRandom } from './random.js';
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
  /** Number of listings to create here: several pages in Rwanda and Kenya, more in featured countries. */
  count: number;
  /** The columns every listing kind shares: its owner, country, city and name. */
  listing: (city: City, name: string) => { owner: User; country: Country; city: City; name: string };
}

/** Countries named in the spec's copy get more listings (several pages of 30). */
const featuredCountries = ['RW', 'KE', 'TZ', 'UG', 'ZA', 'NA', 'BW', 'NG', 'GH', 'MA', 'EG', 'SN'];

/** How many listings of each kind a country gets. */
function listingCount(countryCode: string): number {
  return featuredCountries.includes(countryCode) ? (countryCode === 'RW' || countryCode === 'KE' ? 96 : 64) : 14;
}

/** Calls `fill` once per country with a seeded generator and the country's owner, then flushes. */
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
    const owner = country.code === 'RW' || country.code === 'KE' ? em.getReference(User, demoOwner.id) : await seedPartner(em, role, country.code, partnerHash);
    fill({
      random,
      country,
      place: (city) => ({ city: city.name, country: country.name, countryCode: country.code }),
      pickCity: () => cities[Math.min(Math.floor(random.next() ** 1.8 * cities.length), cities.length - 1)]!,
      owner,
      usedNames: new Set(),
      count: listingCount(country.code),
      listing: (city, name) => ({ owner, country, city, name }),
    });
    await em.flush();
    em.clear();
  }
}

/**
 * One of the bundled pictures of a listing type (served at /media/...): among those that show the
 * listing's kind when `fitting` names them (see each SVG's <title>), else any of the eight.
 */
export const seedImage = (random: SeededRandom, folder: string, fitting?: readonly string[]) =>
  `/media/${folder}/${fitting ? random.pick(fitting) : String(random.int(1, 8)).padStart(2, '0')}.svg`;

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
