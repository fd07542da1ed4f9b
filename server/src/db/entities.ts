// Every entity the ORM knows; a new module adds its entities here, and each listing kind brings its own (kind-registry.ts).
import { OneTimeToken } from '../modules/auth/one-time-token.entity.js';
import { AuthSession, SessionToken } from '../modules/auth/session.entity.js';
import { City } from '../modules/countries/city.entity.js';
import { Country } from '../modules/countries/country.entity.js';
import { Booking } from '../modules/bookings/booking.entity.js';
import { HotelRoomType, IdempotencyKey, InventoryBucket, InventoryClaim } from '../modules/bookings/inventory.entity.js';
import { ItineraryStepDone } from '../modules/bookings/itinerary-progress.entity.js';
import { LoyaltyEntry } from '../modules/bookings/loyalty.entity.js';
import { BookingAccessToken } from '../modules/bookings/booking-access.entity.js';
import { SavedListing } from '../modules/favourites/saved-listing.entity.js';
import { Review } from '../modules/reviews/review.entity.js';
import { EmailOutbox } from '../modules/email/email-outbox.entity.js';
import { SmsOutbox } from '../modules/sms/sms-outbox.entity.js';
import { listingKinds } from '../modules/listings/kind-registry.js';
import { SearchWord } from '../modules/listings/search-word.entity.js';
import { ListingSearchTerm } from '../modules/listings/listing-search-term.entity.js';
import { User } from '../modules/users/user.entity.js';
import { HelpPassageRow } from '../modules/ai/help-chat/help-passage.entity.js';
import { AuditEntry } from '../modules/audit/audit-entry.entity.js';
import { SupportReply, SupportTicket } from '../modules/support/support-ticket.entity.js';
import { TourDepartureRule } from '../modules/partners/tour-departure-rule.entity.js';
import { TourGuest } from '../modules/partners/tour-guest.entity.js';
import { TransportAssignment } from '../modules/partners/transport-assignment.entity.js';
import { BookingDailyKindRollup, BookingDailyRollup, BookingMonthlyRollup } from '../modules/admin/analytics/booking-rollup.entity.js';
import { PartnerApiKey } from '../modules/partners/api-keys/api-key.entity.js';
import { RoomNight } from '../modules/partners/room-night.entity.js';
import { MobilePayment, MobilePaymentCallback } from '../modules/payments/mobile-payment.entity.js';
import { ExchangeRate } from '../modules/currencies/exchange-rate.entity.js';
import { WebhookDelivery } from '../modules/partners/webhooks/webhook-delivery.entity.js';
import { WebhookEndpoint } from '../modules/partners/webhooks/webhook-endpoint.entity.js';

/** Bookings and the inventory they claim. */
const bookingEntities = [
  Booking,
  HotelRoomType,
  InventoryBucket,
  InventoryClaim,
  IdempotencyKey,
  LoyaltyEntry,
  BookingAccessToken,
  ItineraryStepDone,
  Review,
  SavedListing,
];

/** A function: kinds registered before the ORM opens bring their entities too. */
export const entities = () => [
  Country,
  City,
  User,
  ...listingKinds().flatMap((kind) => kind.entities()),
  SearchWord,
  ListingSearchTerm,
  ...bookingEntities,
  AuthSession,
  SessionToken,
  OneTimeToken,
  EmailOutbox,
  SmsOutbox,
  HelpPassageRow,
  AuditEntry,
  PartnerApiKey,
  WebhookEndpoint,
  WebhookDelivery,
  SupportTicket,
  SupportReply,
  RoomNight,
  TourDepartureRule,
  TourGuest,
  TransportAssignment,
  BookingDailyRollup,
  BookingMonthlyRollup,
  BookingDailyKindRollup,
  MobilePayment,
  MobilePaymentCallback,
  ExchangeRate,
];
