// The web app's queries whose every answer is public: a signed-out visitor sends them as persisted GETs a browser or
// CDN may keep (web/src/app/public-reads.ts). Each is public by the schema's @cacheControl hints, or
// tests/api/public-reads.test.ts fails by its name. What reads live places (a tour's departures, a restaurant's tables,
// availability) is not here: it stays a POST.
export const PUBLIC_READS: readonly string[] = [
  'CountryList',
  'CountrySwitch',
  'HomeMetrics',
  'ListingCities',
  'HotelList',
  'HotelDetails',
  'TourList',
  'RestaurantList',
  'LeisureList',
  'LeisureReservation',
  'RideList',
  'RideBooking',
];

/**
 * A public read as the web app sends it: the API knows each from its start (shared/src/public-read-manifest.json,
 * written by `npm run codegen`), so a visitor's first GET by its hash is answered at once.
 */
export interface PersistedPublicRead {
  operationName: string;
  /** SHA-256 of `query`, in hex: what the persisted GET carries. */
  sha256Hash: string;
  query: string;
}
