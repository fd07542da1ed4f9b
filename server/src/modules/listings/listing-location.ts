import type { CountryService } from '../countries/country.service.js';

interface Located {
  city: { id: number };
  country: { code: string };
}

/** "City, Country": the legacy `location` of every listing type. */
export class ListingLocations {
  constructor(private readonly countries: CountryService) {}

  location(listing: Located): string {
    const city = this.countries.city(listing.city.id)?.name;
    const country = this.countries.find(listing.country.code)?.name ?? listing.country.code;
    return city ? `${city}, ${country}` : country;
  }
}
