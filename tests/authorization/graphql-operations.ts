// THE AUTHORIZATION MATRIX of /graphql: every Query and Mutation field, with the callers allowed to call it.
// tests/api/authorization-matrix.test.ts calls each operation as every caller of actors.ts and checks
// allow or deny; it fails when the running schema has an operation this table does not list (or the
// table lists one that no longer exists).
//
// Adding an operation: add its row in the section of its domain (keep one section per domain, so
// branches merge without touching each other's lines). Arguments are generated from the schema
// (required ones only: "1" for an ID, "x" for a String, the first enum value ...); give `variables`
// where the call needs real values, such as the id of the caller's own listing (`fixture.listings.hotel`).
import { type ActorName, admins, allPartnerKinds, anyone, type Fixture, type PartnerKind, partners, signedIn } from './actors.js';

export interface OperationRule {
  /** Who may call it; everybody else is refused (UNAUTHENTICATED or FORBIDDEN). */
  allow: readonly ActorName[];
  /**
   * It acts on the run's listing of this kind (pass its id in `variables`): the owner must succeed
   * outright, and a partner who does not own it may be told not found instead of FORBIDDEN.
   */
  owned?: PartnerKind;
  /** Variables merged over the generated ones. */
  variables?: (fixture: Fixture) => Record<string, unknown>;
  /** Ends or changes the caller's session: each caller calls it with a new session of its own. */
  freshSession?: boolean;
}

export const graphqlOperations: Record<string, OperationRule> = {
  // ── Accounts and sessions ───────────────────────────────────────────────────────────────
  accountRegister: { allow: anyone },
  accountVerifyEmail: { allow: anyone },
  accountResendVerification: { allow: anyone },
  passwordForgot: { allow: anyone },
  passwordReset: { allow: anyone },
  passwordChange: { allow: signedIn, variables: () => ({ input: { currentPassword: 'not-the-password', newPassword: 'Another2025!' } }) },
  sessionCreate: { allow: anyone, variables: () => ({ input: { email: 'nobody@example.org', password: 'not-the-password' } }) },
  sessionRefresh: { allow: anyone },
  sessionDelete: { allow: anyone, freshSession: true },
  me: { allow: anyone },
  profileUpdate: { allow: signedIn, variables: () => ({ input: {} }) },
  avatarUpload: { allow: signedIn },

  // ── Public catalogue ────────────────────────────────────────────────────────────────────
  countries: { allow: anyone },
  country: { allow: anyone, variables: () => ({ code: 'RW' }) },
  metrics: { allow: anyone },
  hotels: { allow: anyone, variables: () => ({ country: 'RW' }) },
  hotel: { allow: anyone },
  tours: { allow: anyone, variables: () => ({ country: 'RW' }) },
  tour: { allow: anyone },
  tourAddOns: { allow: anyone },
  restaurants: { allow: anyone, variables: () => ({ country: 'RW' }) },
  restaurant: { allow: anyone },
  leisureVenues: { allow: anyone, variables: () => ({ country: 'RW' }) },
  leisureVenue: { allow: anyone },
  rides: { allow: anyone, variables: () => ({ country: 'RW' }) },
  ride: { allow: anyone },
  reviews: { allow: anyone },
  tripPackage: { allow: anyone },
  hotelAvailability: { allow: anyone },
  tourAvailability: { allow: anyone },
  restaurantAvailability: { allow: anyone },
  leisureAvailability: { allow: anyone },
  rideAvailability: { allow: anyone },

  // ── Traveller bookings and after booking ────────────────────────────────────────────────
  bookingHold: { allow: anyone },
  bookingConfirm: { allow: anyone },
  bookingCreate: { allow: anyone },
  bookingReleaseHold: { allow: anyone },
  bookingCancel: { allow: anyone },
  bookingModify: { allow: anyone },
  bookingModifyPreview: { allow: anyone },
  bookingGuestLinkRequest: { allow: anyone },
  bookingGuestOpen: { allow: anyone },
  bookingGuestCancel: { allow: anyone },
  booking: { allow: anyone },
  bookingAttach: { allow: signedIn },
  bookingItineraryStepSet: { allow: signedIn },
  myBookings: { allow: signedIn },
  myLoyalty: { allow: signedIn },
  myFavourites: { allow: signedIn },
  myCart: { allow: signedIn },
  favouriteAdd: { allow: signedIn },
  favouriteRemove: { allow: signedIn },
  cartAdd: { allow: signedIn },
  cartRemove: { allow: signedIn },
  savedListingsMerge: { allow: signedIn, variables: () => ({ input: {} }) },
  reviewCreate: { allow: signedIn },
  tripPackageBook: { allow: anyone },

  // ── Partner API keys (session only: a key cannot manage keys) ───────────────────────────
  partnerApiKeys: { allow: partners(allPartnerKinds, { sessionOnly: true }) },
  partnerApiKeyCreate: { allow: partners(allPartnerKinds, { sessionOnly: true }), variables: () => ({ input: { name: 'Matrix' } }) },
  partnerApiKeyRevoke: { allow: partners(allPartnerKinds, { sessionOnly: true }) },

  // ── Hotel partner ───────────────────────────────────────────────────────────────────────

  // ── Restaurant partner ──────────────────────────────────────────────────────────────────

  // ── Tour organizer ──────────────────────────────────────────────────────────────────────

  // ── Transport partner ───────────────────────────────────────────────────────────────────

  // ── Leisure partner ─────────────────────────────────────────────────────────────────────

  // ── Admin content, people and bookings ──────────────────────────────────────────────────

  // ── Admin analytics, reports and audit log ──────────────────────────────────────────────
  analyticsDashboard: { allow: admins },
  auditLog: { allow: admins },

  // ── Support tickets ─────────────────────────────────────────────────────────────────────
};
