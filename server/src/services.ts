// The services both edges call (GraphQL resolvers and REST routes): one instance of each per process.
import type { Config } from './config.js';
import { CountryService } from './modules/countries/country.service.js';
import { HotelService } from './modules/listings/hotels/hotel.service.js';
import { ListingLocations } from './modules/listings/listing-location.js';

export function createServices(config: Config) {
  const countries = new CountryService();
  return {
    config,
    countries,
    listings: new ListingLocations(countries),
    hotels: new HotelService(countries),
  };
}

export type Services = ReturnType<typeof createServices>;
