import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../errors.js';
import { City } from './city.entity.js';
import { Country } from './country.entity.js';

const normalise = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * Countries and cities change only with a migration or a seed, so they are read once per process
 * and every lookup after that is a map access (no SQL behind `hotel.city` or `hotel.country`).
 */
export class CountryService {
  private byCode = new Map<string, Country>();
  private byName = new Map<string, Country>();
  private citiesById = new Map<number, City>();
  private citiesByCountry = new Map<string, City[]>();

  async load(em: EntityManager): Promise<void> {
    const countries = await em.find(Country, {}, { orderBy: { name: 'asc' } });
    const cities = await em.find(City, {}, { orderBy: { name: 'asc' } });
    this.byCode = new Map(countries.map((c) => [c.code, c]));
    this.byName = new Map();
    for (const country of countries) for (const name of [country.name, country.officialName, ...country.aliases]) this.byName.set(normalise(name), country);
    this.citiesById = new Map(cities.map((city) => [city.id, city]));
    this.citiesByCountry = new Map(countries.map((c) => [c.code, []]));
    for (const city of cities) this.citiesByCountry.get(city.country.code)?.push(city);
  }

  list(): Country[] {
    return [...this.byCode.values()];
  }

  find(codeOrName: string): Country | undefined {
    // A code as rows and clients write it is found as it is, with no new string made (each listing's location asks).
    const exact = this.byCode.get(codeOrName);
    if (exact) return exact;
    const value = codeOrName.trim();
    return this.byCode.get(value.toUpperCase()) ?? this.byName.get(normalise(value));
  }

  /** A country by ISO code, name or alias; unknown input is the caller's mistake. */
  resolve(codeOrName: string, field = 'country'): Country {
    const country = this.find(codeOrName);
    if (!country) throw new DomainError('COUNTRY_NOT_FOUND', `Unknown country "${codeOrName}".`, field);
    return country;
  }

  byCodeOrFail(code: string): Country {
    return this.resolve(code);
  }

  cities(countryCode: string): City[] {
    return this.citiesByCountry.get(countryCode) ?? [];
  }

  city(id: number): City | undefined {
    return this.citiesById.get(id);
  }

  /** A city id given by a client, checked to belong to the country being browsed. */
  cityInCountry(id: string | number, countryCode: string, field = 'cityId'): City {
    const city = this.citiesById.get(Number(id));
    if (!city || city.country.code !== countryCode)
      throw new DomainError('BAD_USER_INPUT', `That city is not in ${this.byCode.get(countryCode)?.name ?? countryCode}.`, field);
    return city;
  }

  cityByName(name: string, countryCode: string): City | undefined {
    const wanted = normalise(name);
    return this.cities(countryCode).find((city) => normalise(city.name) === wanted);
  }
}
