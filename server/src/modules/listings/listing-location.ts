import { Directive, Field, Float, ObjectType } from 'type-graphql';
import { INHERIT_CACHE } from '../../graphql/cache-control.js';
import type { City } from '../countries/city.entity.js';
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

@ObjectType({ description: "Where a listing is on the map: its own place, or its city's centre when its partner has not placed it" })
@Directive(INHERIT_CACHE)
export class ListingPosition {
  @Field(() => Float, { description: 'Latitude in decimal degrees' })
  lat!: number;

  @Field(() => Float, { description: 'Longitude in decimal degrees' })
  lng!: number;

  @Field({ description: "True when this is the listing's own place; false when it stands for its city's centre" })
  exact!: boolean;
}

/** A listing's own coordinates, else its city's centre. */
export function positionOf(
  listing: { latitude: number | null; longitude: number | null },
  city: Pick<City, 'lat' | 'lng'> | undefined,
): ListingPosition | null {
  if (listing.latitude != null && listing.longitude != null) return { lat: listing.latitude, lng: listing.longitude, exact: true };
  return city ? { lat: city.lat, lng: city.lng, exact: false } : null;
}
