// Each country's currencies, from the world-countries package (the one the countries are seeded from), with the
// ISO 4217 successors of the codes that package still lists after their country replaced them.
import worldCountriesJson from 'world-countries/countries.json' with { type: 'json' };
import { z } from 'zod';

/** Codes withdrawn by ISO 4217 and their replacements: Sierra Leone's redenominated leone (2022), Zimbabwe Gold (2024). */
const SUCCESSORS: Record<string, string> = { SLL: 'SLE', ZWB: 'ZWG', ZWL: 'ZWG' };

const worldCountry = z.object({ cca2: z.string(), region: z.string(), unMember: z.boolean(), currencies: z.record(z.string(), z.unknown()) });

const currenciesByCountry: ReadonlyMap<string, readonly string[]> = new Map(
  z
    .array(worldCountry.passthrough())
    .parse(worldCountriesJson)
    .filter((country) => country.region === 'Africa' && country.unMember)
    .map((country) => [country.cca2, [...new Set(Object.keys(country.currencies).map((code) => SUCCESSORS[code] ?? code))]]),
);

/** The currencies a country uses, as the package lists them. */
export const currenciesOf = (countryCode: string): readonly string[] => currenciesByCountry.get(countryCode) ?? [];

/**
 * The currency a traveller browsing `countryCode` sees prices in by default: the country's own (an ISO 4217 national
 * code begins with its country's code, so Lesotho's loti before the rand it also takes), else the first it uses (the
 * CFA francs); USD for a code that is not one of the 54.
 */
export function defaultCurrencyOf(countryCode: string): string {
  const currencies = currenciesOf(countryCode);
  return currencies.find((code) => code.startsWith(countryCode)) ?? currencies[0] ?? 'USD';
}

/** Every currency used in the 54 countries, by code. */
export const africanCurrencies = (): string[] => [...new Set([...currenciesByCountry.values()].flat())].sort();
