// THE AUTHORIZATION MATRIX of /graphql: every Query and Mutation field, with the callers allowed to call it.
// tests/api/authorization-matrix.test.ts calls each operation as every caller of actors.ts and checks
// allow or deny; it fails when the running schema has an operation this table does not list (or the
// table lists one that no longer exists).
//
// Adding an operation: add its row in the section of its domain (keep one section per domain, so
// branches merge without touching each other's lines). Arguments are generated from the schema
// (required ones only: "1" for an ID, "x" for a String, the first enum value ...); give `variables`
// where the call needs real values, such as the id of the caller's own listing (`fixture.listings.hotel`).
import { type ActorName, adminOnly, admins, allPartnerKinds, anyone, type Fixture, type PartnerKind, partners, signedIn } from './actors.js';

export interface OperationRule {
  /** Who may call it; everybody else is refused (UNAUTHENTICATED or FORBIDDEN). */
  allow: readonly ActorName[];
  /**
   * It acts on the run's listing of this kind (pass its id in `variables`): the owner must succeed
   * outright, and a partner who does not own it may be told not found instead of FORBIDDEN.
   */
  owned?: PartnerKind;
  /** Those in `allow` must find what the call names (its id is in `variables`): null or NOT_FOUND fails. */
  mustFind?: boolean;
  /** What the call names belongs to some callers only (the traveller's own ticket): any other caller with an account may be told not found instead of refused. */
  othersNotFound?: boolean;
  /** Variables merged over the generated ones. */
  variables?: (fixture: Fixture) => Record<string, unknown>;
  /** Ends or changes the caller's session: each caller calls it with a new session of its own. */
  freshSession?: boolean;
}

/** The smallest PNG: a picture the upload accepts by its bytes. */
export const ONE_PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

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
  exchangeRates: { allow: anyone },
  metrics: { allow: anyone },
  searchSuggestions: { allow: anyone, variables: () => ({ q: 'kigali', country: 'RW' }) },
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
  restaurantTimes: { allow: anyone, variables: () => ({ restaurantId: '1', date: '2026-12-01', partySize: 2 }) },
  leisureAvailability: { allow: anyone },
  rideAvailability: { allow: anyone },

  // ── Traveller bookings and after booking ────────────────────────────────────────────────
  bookingHold: { allow: anyone },
  bookingConfirm: { allow: anyone },
  bookingCreate: { allow: anyone },
  bookingReleaseHold: { allow: anyone },
  paymentMethods: { allow: anyone },
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
  cartPlanSet: { allow: signedIn },
  savedListingsMerge: { allow: signedIn, variables: () => ({ input: {} }) },
  reviewCreate: { allow: signedIn },
  tripPackageBook: { allow: anyone },
  tripPackageHold: { allow: anyone },
  tripPackageConfirm: { allow: anyone },
  cartCheckoutHold: { allow: anyone },
  cartCheckoutConfirm: { allow: anyone },

  // ── Partner API keys (session only: a key cannot manage keys) ───────────────────────────
  partnerApiKeys: { allow: partners(allPartnerKinds, { sessionOnly: true }) },
  partnerApiKeyCreate: { allow: partners(allPartnerKinds, { sessionOnly: true }), variables: () => ({ input: { name: 'Matrix' } }) },
  partnerApiKeyRevoke: { allow: partners(allPartnerKinds, { sessionOnly: true }) },

  // ── Webhooks: every partner, with a session or its API key (a channel manager registers its own endpoint) ──
  webhookEndpoints: { allow: partners(allPartnerKinds) },
  webhookEndpointCreate: { allow: partners(allPartnerKinds), variables: () => ({ input: { url: 'http://127.0.0.1:9/matrix' } }) },
  webhookEndpointRemove: { allow: partners(allPartnerKinds) },
  webhookEndpointTest: { allow: partners(allPartnerKinds) },

  // ── Every partner: bookings of its own listings and revenue ─────────────────────────────
  partnerBookings: { allow: partners(allPartnerKinds) },
  partnerListingChoices: { allow: partners(allPartnerKinds) },
  partnerRevenue: { allow: partners(allPartnerKinds), variables: () => ({ from: '2026-01-01', to: '2026-01-31' }) },
  // A booking id nobody of the run owns: every partner is told not found, the rest refused.
  partnerBookingUpdate: {
    allow: partners(allPartnerKinds),
    variables: () => ({ id: '00000000-0000-4000-8000-000000000000', input: { paymentStatus: 'PAID' } }),
  },
  partnerBookingCancel: { allow: partners(allPartnerKinds), variables: () => ({ id: '00000000-0000-4000-8000-000000000000' }) },
  // A tour nobody of the run owns: the organizer is told not found, other partners that it is not their kind, the rest refused.
  partnerBookingCreate: {
    allow: partners(allPartnerKinds),
    variables: (f) => ({
      input: {
        idempotencyKey: 'matrix-partner-booking',
        contact: { name: 'Matrix', email: 'matrix@example.org' },
        tour: { tourId: String(f.foreignListings.tour), date: '2026-12-24', partySize: 1 },
      },
    }),
  },

  // ── Every partner: the shared listing editor (one path for every kind; checked here on a restaurant) ──
  partnerListing: {
    allow: partners('restaurant', { owned: true }),
    owned: 'restaurant',
    variables: (f) => ({ kind: 'RESTAURANT', id: String(f.listings.restaurant) }),
  },
  partnerListingUpdate: {
    allow: partners('restaurant', { owned: true }),
    owned: 'restaurant',
    variables: (f) => ({ kind: 'RESTAURANT', id: String(f.listings.restaurant), input: {} }),
  },
  partnerListingCoverUpload: {
    allow: partners('restaurant', { owned: true }),
    owned: 'restaurant',
    variables: (f) => ({ kind: 'RESTAURANT', id: String(f.listings.restaurant), imageBase64: ONE_PIXEL_PNG }),
  },
  partnerListingPhotoAdd: {
    allow: partners('restaurant', { owned: true }),
    owned: 'restaurant',
    variables: (f) => ({ kind: 'RESTAURANT', id: String(f.listings.restaurant), imageBase64: ONE_PIXEL_PNG, alt: 'The dining room' }),
  },
  // A photo the listing does not show: its owner is told so on the `photo` field, everybody else refused or not found.
  partnerListingPhotoDescribe: {
    allow: partners('restaurant', { owned: true }),
    owned: 'restaurant',
    variables: (f) => ({ kind: 'RESTAURANT', id: String(f.listings.restaurant), photo: 'x', alt: 'The dining room' }),
  },
  partnerListingPhotoRemove: {
    allow: partners('restaurant', { owned: true }),
    owned: 'restaurant',
    variables: (f) => ({ kind: 'RESTAURANT', id: String(f.listings.restaurant), photo: 'x' }),
  },
  partnerListingPoliciesSet: {
    allow: partners('restaurant', { owned: true }),
    owned: 'restaurant',
    variables: (f) => ({ kind: 'RESTAURANT', id: String(f.listings.restaurant), input: { rules: [], notes: '' } }),
  },
  partnerListingPhotoMakeCover: {
    allow: partners('restaurant', { owned: true }),
    owned: 'restaurant',
    variables: (f) => ({ kind: 'RESTAURANT', id: String(f.listings.restaurant), photo: 'x' }),
  },

  // ── Hotel partner ───────────────────────────────────────────────────────────────────────
  managedHotels: { allow: partners('hotel') },
  partnerHotels: { allow: partners('hotel') },
  managedRoomTypes: { allow: partners('hotel') },
  hotelCalendar: {
    allow: partners('hotel', { owned: true }),
    owned: 'hotel',
    variables: (f) => ({ hotelId: String(f.listings.hotel), from: '2026-12-01', days: 3 }),
  },
  managedHotelCreate: {
    allow: partners('hotel'),
    variables: (f) => ({ input: { name: 'Matrix hotel', cityId: f.place.cityId, type: 'BOUTIQUE', stars: 3, price: 80 } }),
  },
  managedHotelUpdate: { allow: partners('hotel', { owned: true }), owned: 'hotel', variables: (f) => ({ id: String(f.listings.hotel), input: {} }) },
  managedHotelImageUpload: {
    allow: partners('hotel', { owned: true }),
    owned: 'hotel',
    variables: (f) => ({ id: String(f.listings.hotel), imageBase64: ONE_PIXEL_PNG }),
  },
  managedHotelPhotoAdd: {
    allow: partners('hotel', { owned: true }),
    owned: 'hotel',
    variables: (f) => ({ id: String(f.listings.hotel), imageBase64: ONE_PIXEL_PNG }),
  },
  // A photo the hotel does not show: its owner is told so on the `photo` field, everybody else refused or not found.
  managedHotelPhotoRemove: { allow: partners('hotel', { owned: true }), owned: 'hotel', variables: (f) => ({ id: String(f.listings.hotel), photo: 'x' }) },
  managedHotelPhotoMakeCover: { allow: partners('hotel', { owned: true }), owned: 'hotel', variables: (f) => ({ id: String(f.listings.hotel), photo: 'x' }) },
  // A booking id nobody of the run owns: every hotel manager is told not found, the rest refused.
  hotelBookingCheckIn: { allow: partners('hotel'), variables: () => ({ id: '00000000-0000-4000-8000-000000000000' }) },
  hotelBookingCheckOut: { allow: partners('hotel'), variables: () => ({ id: '00000000-0000-4000-8000-000000000000' }) },
  hotelBookingNoShow: { allow: partners('hotel'), variables: () => ({ id: '00000000-0000-4000-8000-000000000000' }) },
  hotelFrontDesk: { allow: partners('hotel'), variables: () => ({ date: '2026-12-01' }) },
  managedHotelPoliciesSet: {
    allow: partners('hotel', { owned: true }),
    owned: 'hotel',
    variables: (f) => ({
      id: String(f.listings.hotel),
      input: { checkInFrom: '14:00', checkOutUntil: '11:00', childrenAllowed: true, petsAllowed: false, amenities: ['WIFI'] },
    }),
  },
  roomTypeCreate: {
    allow: partners('hotel', { owned: true }),
    owned: 'hotel',
    variables: (f) => ({ input: { hotelId: String(f.listings.hotel), name: 'Matrix room', units: 1, maxGuests: 2, price: 50 } }),
  },
  // Seeded room type 1 belongs to nobody of the run: every hotel manager is told not found, the rest refused.
  roomTypeUpdate: { allow: partners('hotel'), variables: () => ({ id: '1', input: { price: 1 } }) },
  roomTypeDelete: { allow: partners('hotel'), variables: () => ({ id: '1' }) },
  roomNightsUpdate: { allow: partners('hotel'), variables: () => ({ input: { roomTypeId: '1', from: '2026-12-01', to: '2026-12-01', closed: true } }) },

  // ── Restaurant partner ──────────────────────────────────────────────────────────────────
  partnerRestaurants: { allow: partners('restaurant') },
  // Creates are refused by their input (nothing is created), after the role check.
  restaurantCreate: { allow: partners('restaurant'), variables: () => ({ input: {} }) },
  partnerRestaurantDay: {
    allow: partners('restaurant', { owned: true }),
    owned: 'restaurant',
    variables: (f) => ({ id: String(f.listings.restaurant), date: '2026-12-01' }),
  },
  restaurantUpdate: {
    allow: partners('restaurant', { owned: true }),
    owned: 'restaurant',
    variables: (f) => ({ id: String(f.listings.restaurant), input: {} }),
  },
  restaurantTableAdd: {
    allow: partners('restaurant', { owned: true }),
    owned: 'restaurant',
    variables: (f) => ({ restaurantId: String(f.listings.restaurant), input: { label: 'M1', seats: 2, x: 5, y: 5 } }),
  },
  // Seeded tables and vehicles, and the seeded departures, steps and guests below, belong to nobody of the run.
  restaurantTableUpdate: { allow: partners('restaurant'), variables: () => ({ id: '1', input: { x: 50 } }) },
  restaurantTableRemove: { allow: partners('restaurant'), variables: () => ({ id: '1' }) },
  restaurantPacingSet: {
    allow: partners('restaurant', { owned: true }),
    owned: 'restaurant',
    variables: (f) => ({ id: String(f.listings.restaurant), pacingCovers: 40 }),
  },
  // The host stand: a booking of nobody's (not found after the role check), a seeded table (nobody's of the run).
  reservationSeat: { allow: partners('restaurant'), variables: () => ({ id: '00000000-0000-4000-8000-000000000000' }) },
  reservationFinish: { allow: partners('restaurant'), variables: () => ({ id: '00000000-0000-4000-8000-000000000000' }) },
  reservationNoShow: { allow: partners('restaurant'), variables: () => ({ id: '00000000-0000-4000-8000-000000000000' }) },
  reservationWalkIn: { allow: partners('restaurant'), variables: () => ({ input: { tableId: '1', partySize: 2 } }) },

  // ── Tour organizer ──────────────────────────────────────────────────────────────────────
  partnerTours: { allow: partners('tour') },
  partnerTour: { allow: partners('tour', { owned: true }), owned: 'tour', variables: (f) => ({ id: String(f.listings.tour) }) },
  tourGuests: { allow: partners('tour') },
  // Refused by its input (nothing is created), after the role check.
  tourCreate: { allow: partners('tour'), variables: () => ({ input: {} }) },
  tourUpdate: { allow: partners('tour', { owned: true }), owned: 'tour', variables: (f) => ({ id: String(f.listings.tour), input: {} }) },
  tourDelete: { allow: partners('tour'), variables: (f) => ({ id: String(f.foreignListings.tour) }) },
  tourDepartureAdd: {
    allow: partners('tour', { owned: true }),
    owned: 'tour',
    variables: (f) => ({ tourId: String(f.listings.tour), input: { date: new Date(Date.now() + 300 * 86_400_000).toISOString().slice(0, 10), capacity: 5 } }),
  },
  tourDeparturesRepeat: {
    allow: partners('tour', { owned: true }),
    owned: 'tour',
    variables: (f) => {
      const day = (ahead: number) => new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10);
      return { tourId: String(f.listings.tour), input: { weekdays: ['MONDAY'], startTime: '07:00', from: day(310), until: day(330), capacity: 5 } };
    },
  },
  tourDepartureManifest: { allow: partners('tour'), variables: () => ({ id: '1' }) },
  tourDepartureUpdate: { allow: partners('tour'), variables: () => ({ id: '1', input: { capacity: 5 } }) },
  tourDepartureRemove: { allow: partners('tour'), variables: () => ({ id: '1' }) },
  tourDepartureRuleRemove: { allow: partners('tour'), variables: () => ({ id: '1' }) },
  tourItineraryStepAdd: {
    allow: partners('tour', { owned: true }),
    owned: 'tour',
    variables: (f) => ({ tourId: String(f.listings.tour), input: { title: 'Matrix step' } }),
  },
  tourItineraryStepUpdate: { allow: partners('tour'), variables: () => ({ id: '1', input: {} }) },
  tourItineraryStepMove: { allow: partners('tour'), variables: () => ({ id: '1', position: 1 }) },
  tourItineraryStepRemove: { allow: partners('tour'), variables: () => ({ id: '1' }) },
  tourGuestAdd: { allow: partners('tour'), variables: () => ({ input: { bookingId: '00000000-0000-4000-8000-000000000000', fullName: 'Matrix Guest' } }) },
  tourGuestUpdate: { allow: partners('tour'), variables: () => ({ id: '1', input: {} }) },
  tourGuestRemove: { allow: partners('tour'), variables: () => ({ id: '1' }) },
  tourBookingCreate: {
    allow: partners('tour'),
    variables: (f) => ({
      input: { tourId: String(f.foreignListings.tour), date: '2026-12-24', partySize: 1, contact: { name: 'Matrix', email: 'matrix@example.org' } },
    }),
  },

  // ── Transport partner ───────────────────────────────────────────────────────────────────
  partnerRides: { allow: partners('transport') },
  rideCreate: { allow: partners('transport'), variables: () => ({ input: {} }) },
  rideUpdate: { allow: partners('transport', { owned: true }), owned: 'transport', variables: (f) => ({ id: String(f.listings.transport), input: {} }) },
  vehicleAdd: {
    allow: partners('transport', { owned: true }),
    owned: 'transport',
    variables: (f) => ({
      serviceId: String(f.listings.transport),
      input: { model: 'Matrix van', seats: 4, plate: `MX ${Math.random().toString(36).slice(2, 9)}` },
    }),
  },
  vehicleUpdate: { allow: partners('transport'), variables: () => ({ id: '1', input: {} }) },
  vehicleRemove: { allow: partners('transport'), variables: () => ({ id: '1' }) },
  partnerFleetDays: {
    allow: partners('transport', { owned: true }),
    owned: 'transport',
    variables: (f) => ({ serviceId: String(f.listings.transport), from: new Date().toISOString().slice(0, 10), days: 7 }),
  },
  // A booking id nobody of the run owns: every transport business is told not found, the rest refused.
  transportBookingAssign: {
    allow: partners('transport'),
    variables: () => ({
      id: '00000000-0000-4000-8000-000000000000',
      input: { vehicleId: '1', driverName: 'Matrix Driver', driverPhone: '+250 788 000 000' },
    }),
  },
  vehicleDaysSet: {
    allow: partners('transport'),
    variables: () => {
      const day = new Date(Date.now() + 300 * 86_400_000).toISOString().slice(0, 10);
      return { vehicleId: '1', input: { from: day, to: day, blocked: true } };
    },
  },

  // ── Leisure partner ─────────────────────────────────────────────────────────────────────
  partnerLeisureVenues: { allow: partners('leisure') },
  leisureVenueCreate: { allow: partners('leisure'), variables: () => ({ input: {} }) },
  leisureVenueUpdate: { allow: partners('leisure', { owned: true }), owned: 'leisure', variables: (f) => ({ id: String(f.listings.leisure), input: {} }) },
  partnerLeisureEvents: { allow: partners('leisure', { owned: true }), owned: 'leisure', variables: (f) => ({ venueId: String(f.listings.leisure) }) },
  leisureEventCreate: {
    allow: partners('leisure', { owned: true }),
    owned: 'leisure',
    variables: (f) => {
      const date = new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 10);
      return { venueId: String(f.listings.leisure), input: { name: 'Matrix Night', date, startTime: '22:00', capacity: 20, price: 12 } };
    },
  },
  // Seeded venues have no events: an event of nobody's is not found after the role check.
  leisureEventUpdate: { allow: partners('leisure'), variables: () => ({ id: '1', input: {} }) },
  leisureEventCancel: { allow: partners('leisure'), variables: () => ({ id: '1', reason: 'Matrix check' }) },
  venueNightSet: {
    allow: partners('leisure', { owned: true }),
    owned: 'leisure',
    variables: (f) => ({
      venueId: String(f.listings.leisure),
      input: { date: new Date(Date.now() + 201 * 86_400_000).toISOString().slice(0, 10), capacity: 40 },
    }),
  },
  partnerVenueDoorList: { allow: partners('leisure', { owned: true }), owned: 'leisure', variables: (f) => ({ venueId: String(f.listings.leisure) }) },
  venueGuestArrive: { allow: partners('leisure'), variables: () => ({ id: '00000000-0000-4000-8000-000000000000' }) },

  // ── Admin content, people and bookings ──────────────────────────────────────────────────
  // Admins and sub-admins run the back office; managing sub-admins is the admin's alone (a sub-admin's
  // attempt is refused as ROLE_CHANGE_REFUSED and audited). Writes act on the run's spare listings.
  adminListings: { allow: admins },
  adminListing: { allow: admins, mustFind: true, variables: (f) => ({ kind: 'HOTELS', id: String(f.listings.hotel) }) },
  adminListingBookings: { allow: admins, mustFind: true, variables: (f) => ({ kind: 'LEISURE', id: String(f.listings.leisure) }) },
  adminListingCreate: {
    allow: admins,
    variables: (f) => ({
      kind: 'HOTELS',
      input: {
        name: 'Matrix Lodge',
        countryCode: f.place.countryCode,
        cityId: f.place.cityId,
        ownerId: f.actors['hotel:owner'].accountId,
        type: 'boutique',
        stars: 3,
        price: 80,
      },
    }),
  },
  adminListingUpdate: {
    allow: admins,
    mustFind: true,
    variables: (f) => ({ kind: 'HOTELS', id: String(f.spareListings.hotel), input: { description: 'Checked by the back office.' } }),
  },
  adminListingStatusSet: { allow: admins, mustFind: true, variables: (f) => ({ kind: 'HOTELS', id: String(f.spareListings.hotel), active: false }) },
  adminListingImageUpload: {
    allow: admins,
    mustFind: true,
    variables: (f) => ({ kind: 'HOTELS', id: String(f.spareListings.hotel), imageBase64: ONE_PIXEL_PNG }),
  },
  /** Last of the spare hotel's rows: admin and sub-admin race to delete it, the loser finds nothing. */
  adminListingDelete: { allow: admins, variables: (f) => ({ kind: 'HOTELS', id: String(f.spareListings.hotel) }) },
  adminBookings: { allow: admins },
  adminPayments: { allow: admins },
  adminPaymentCount: { allow: admins },
  /** Names no refund of the run: the back office is told NOT_FOUND, everyone else refused. */
  adminRefundMarkPaid: { allow: admins, variables: () => ({ bookingReference: 'MATRIX-NONE', payoutReference: 'MATRIX-PAYOUT' }) },
  adminBookingCreate: {
    allow: admins,
    variables: (f) => ({
      input: {
        idempotencyKey: 'matrix-on-behalf-booking',
        contact: { name: 'Matrix', email: 'matrix@example.org', phone: '+255700000000' },
        tour: { tourId: String(f.foreignListings.tour), date: '2026-12-24', partySize: 1 },
      },
    }),
  },
  adminBookingCancel: { allow: admins, variables: (f) => ({ input: { bookingId: f.booking.id, reason: 'The traveller called to cancel.' } }) },
  adminUsers: { allow: admins },
  adminClients: { allow: admins },
  adminClientCreate: { allow: admins, variables: (f) => ({ input: { email: `new-${f.client.email}`, password: 'Safari2025!', firstName: 'Matrix' } }) },
  adminUserVerify: { allow: admins, mustFind: true, variables: (f) => ({ id: f.client.id, verified: true }) },
  adminUserRoleChange: { allow: admins, mustFind: true, variables: (f) => ({ id: f.client.id, role: 'TOUR_ORGANIZER' }) },
  adminUsersMigrateToClients: { allow: admins, variables: (f) => ({ ids: [f.client.id] }) },
  /** Reinstating an account in good standing changes nothing, so the run's client stays usable. */
  adminUserSuspend: { allow: adminOnly, mustFind: true, variables: (f) => ({ id: f.client.id, suspended: false }) },
  /** Only the admin's call gets through, and deletes the run's deletable client. */
  adminUserDelete: { allow: adminOnly, mustFind: true, variables: (f) => ({ id: f.deletableClient.id }) },
  adminPartnerInvite: { allow: admins, variables: (f) => ({ input: { email: `invited-${f.client.email}`, firstName: 'Matrix', role: 'HOTEL_MANAGER' } }) },
  subadmins: { allow: adminOnly },
  subadminCreate: { allow: adminOnly, mustFind: true, variables: (f) => ({ input: { email: f.spareSubadmin.email } }) },
  subadminRemove: { allow: adminOnly, mustFind: true, variables: (f) => ({ id: f.spareSubadmin.id }) },

  // ── Admin analytics, reports and audit log ──────────────────────────────────────────────
  analyticsDashboard: { allow: admins },
  auditLog: { allow: admins },

  // ── Support tickets ─────────────────────────────────────────────────────────────────────
  // Anybody opens one; an account reads and answers its own (another's reads as not found); the back office all.
  supportTicketCreate: {
    allow: anyone,
    variables: () => ({
      input: { subject: 'A question', category: 'OTHER', message: 'Do you offer airport pick-ups?', email: 'asker@example.org', name: 'Asker' },
    }),
  },
  mySupportTickets: { allow: signedIn },
  supportTicket: { allow: ['traveller', ...admins], mustFind: true, othersNotFound: true, variables: (f) => ({ id: f.supportTicket }) },
  supportTicketReply: {
    allow: ['traveller'],
    mustFind: true,
    othersNotFound: true,
    variables: (f) => ({ input: { ticketId: f.supportTicket, message: 'Thank you, that works for me.' } }),
  },
  supportTickets: { allow: admins },
  supportTicketAnswer: {
    allow: admins,
    mustFind: true,
    variables: (f) => ({ input: { ticketId: f.supportTicket, message: 'Yes, the venue is open until late.' } }),
  },
  supportTicketStatusSet: { allow: admins, mustFind: true, variables: (f) => ({ input: { ticketId: f.supportTicket, status: 'PENDING' } }) },
};
