import type { CountryService } from '../countries/country.service.js';

/** Where a listing is: as a read row has it (codes and ids) or as an entity does (references). */
export interface Located {
  city: number | { id: number };
  country: string | { code: string };
}

export const cityIdOf = (listing: Located) => (typeof listing.city === 'number' ? listing.city : listing.city.id);
export const countryCodeOf = (listing: Located) => (typeof listing.country === 'string' ? listing.country : listing.country.code);

/** "City, Country": the legacy `location` of every listing type, and its parts. */
export class ListingLocations {
  constructor(private readonly countries: CountryService) {}

  cityName(listing: Located): string | null {
    return this.countries.city(cityIdOf(listing))?.name ?? null;
  }

  countryName(listing: Located): string {
    const code = countryCodeOf(listing);
    return this.countries.find(code)?.name ?? code;
  }

  location(listing: Located): string {
    const city = this.cityName(listing);
    const country = this.countryName(listing);
    return city ? `${city}, ${country}` : country;
  }
}
