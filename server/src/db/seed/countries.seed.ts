// The 54 African UN member states from the world-countries package, and real cities for each: the places travellers
// go, placed by the open data of the city-timezones package (Natural Earth's populated places) wherever it lists them.
import type { EntityManager } from '@mikro-orm/postgresql';
import { findFromIsoCode } from 'city-timezones';
import worldCountriesJson from 'world-countries/countries.json' with { type: 'json' };
import { z } from 'zod';
import { City } from '../../modules/countries/city.entity.js';
import { Country } from '../../modules/countries/country.entity.js';
import { citiesByCountry, type SeedCity, cityAliases } from '../seed-data/cities.js';

/** Names the spec says must be recognised that the package lacks as spelled. */
const extraAliases: Record<string, string[]> = {
  CD: ['Democratic Republic of the Congo', 'Congo (Kinshasa)'],
  CG: ['Republic of the Congo', 'Congo (Brazzaville)'],
  CI: ["Côte d'Ivoire", 'Ivory Coast'],
  SZ: ['Swaziland'],
  CV: ['Cape Verde', 'Cabo Verde'],
};

/** The fields of the package's records the seed reads (its JSON types the records one by one, not as one shape). */
const worldCountry = z.object({
  cca2: z.string(),
  ccn3: z.string(),
  name: z.object({ common: z.string(), official: z.string() }),
  altSpellings: z.array(z.string()),
  idd: z.object({ root: z.string(), suffixes: z.array(z.string()) }),
  flag: z.string(),
  capital: z.array(z.string()),
  latlng: z.tuple([z.number(), z.number()]),
  region: z.string(),
  unMember: z.boolean(),
});

const worldCountries = z.array(worldCountry).parse(worldCountriesJson);

export const africanCountries = worldCountries.filter((country) => country.region === 'Africa' && country.unMember);

/** A name as the open data may spell it: no accents, no punctuation, lower case. */
const plain = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

/**
 * The country's cities placed by the open data where it lists them (by name, or by the older name it still uses:
 * Ruhengeri for Musanze), else by the coordinates noted beside the city (the resorts and park gates it lacks).
 */
export function placedCities(countryCode: string): SeedCity[] {
  const known = new Map(findFromIsoCode(countryCode).flatMap((place) => [place.city, place.city_ascii].map((name) => [plain(name), place] as const)));
  return (citiesByCountry[countryCode] ?? []).map((city) => {
    const place = known.get(plain(cityAliases[city.name] ?? city.name));
    return place ? { name: city.name, lat: Math.round(place.lat * 1e4) / 1e4, lng: Math.round(place.lng * 1e4) / 1e4 } : city;
  });
}

export async function seedCountries(em: EntityManager): Promise<void> {
  for (const source of africanCountries) {
    const aliases = new Set([...source.altSpellings.filter((name) => name.length > 3), ...(extraAliases[source.cca2] ?? [])]);
    aliases.delete(source.name.common);
    const country = em.create(Country, {
      code: source.cca2,
      name: source.name.common,
      officialName: source.name.official,
      aliases: [...aliases],
      dialCode: source.idd.root + (source.idd.suffixes.length === 1 ? source.idd.suffixes[0] : ''),
      flag: source.flag,
      isoNumeric: source.ccn3,
      capital: source.capital[0] ?? '',
      lat: source.latlng[0],
      lng: source.latlng[1],
    });
    for (const city of placedCities(source.cca2)) em.create(City, { country, name: city.name, lat: city.lat, lng: city.lng });
  }
  await em.flush();
}
