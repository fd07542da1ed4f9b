// Every resolver of the schema; a new module adds its resolvers here.
import { CityResolver, CountryResolver } from '../modules/countries/country.resolver.js';
import { HotelResolver } from '../modules/listings/hotels/hotel.resolver.js';

export const resolvers = [CountryResolver, CityResolver, HotelResolver] as const;
