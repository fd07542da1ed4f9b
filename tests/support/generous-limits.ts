// Every suite books and looks up bookings from one address (the suites of a file in one database, the browser tests in
// another): the per-client limits of fair share and guest lookups are for the abuse suites (tests/api/abuse-*.test.ts),
// which start their app with small ones.
/** Limits no functional suite, end-to-end run or throughput benchmark meets. */
export const generousLimits = {
  BOOKING_PENDING_PER_CLIENT: '1000000',
  BOOKING_PENDING_UNITS_PER_CLIENT: '10000000',
  BOOKING_ATTEMPTS_PER_10_MINUTES: '1000000',
  BOOKING_LOOKUPS_PER_ADDRESS: '1000000',
  BOOKING_LOOKUP_MISSES_PER_REFERENCE: '1000000',
  BOOKING_GUEST_LINKS_PER_HOUR: '1000000',
  BOOKING_LOOKUP_FLOOR_MS: '0',
};
