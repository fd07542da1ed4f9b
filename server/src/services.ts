// The services both edges call (GraphQL resolvers and REST routes): one instance of each per process.
import type { Config } from './config.js';
import { AccountService } from './modules/auth/account.service.js';
import { attemptLimiterFactory } from './modules/auth/attempt-limiter.js';
import { SessionService } from './modules/auth/session.service.js';
import { CountryService } from './modules/countries/country.service.js';
import { AvailabilityService } from './modules/bookings/availability.service.js';
import { BookingService } from './modules/bookings/booking.service.js';
import { GuestAccessService } from './modules/bookings/booking-guest-access.js';
import { FairShare } from './modules/bookings/fair-share.js';
import { GuestLookups } from './modules/bookings/guest-lookups.js';
import { EmailService } from './modules/email/email.service.js';
import { CartCheckoutService } from './modules/cart/cart-checkout.service.js';
import { SavedListingService } from './modules/favourites/saved-listing.service.js';
import { ReviewService } from './modules/reviews/review.service.js';
import { HotelService } from './modules/listings/hotels/hotel.service.js';
import { LeisureService } from './modules/listings/leisure/leisure.service.js';
import { RestaurantService } from './modules/listings/restaurants/restaurant.service.js';
import { TourService } from './modules/listings/tours/tour.service.js';
import { RideService } from './modules/listings/transport/transport.service.js';
import { MetricsService } from './modules/countries/metrics.service.js';
import { SearchSuggestionService } from './modules/listings/search-suggestions.service.js';
import { SearchVocabulary } from './modules/listings/search-vocabulary.js';
import { ListingLocations } from './modules/listings/listing-location.js';
import { UserService } from './modules/users/user.service.js';
import { chatProviderFrom } from './modules/ai/provider/chat-provider.js';
import { TripFinderService } from './modules/ai/trip-finder/trip-finder.service.js';
import { HelpChatService } from './modules/ai/help-chat/help-chat.service.js';
import { AiRequestLimit, aiLimits } from './modules/ai/ai-limits.js';
import { SupportService } from './modules/support/support.service.js';
import { AnalyticsService } from './modules/admin/analytics/analytics.service.js';
import { AuditLogService } from './modules/admin/audit/audit-log.service.js';
import { AdminBookingService } from './modules/admin/admin-bookings.service.js';
import { AdminListingService } from './modules/admin/admin-listings.service.js';
import { AdminPeopleService } from './modules/admin/admin-people.service.js';
import { LeisurePartnerService } from './modules/partners/leisure-partner.service.js';
import { RestaurantPartnerService } from './modules/partners/restaurant-partner.service.js';
import { TourPartnerService } from './modules/partners/tour-partner.service.js';
import { TransportPartnerService } from './modules/partners/transport-partner.service.js';
import { ApiKeyService } from './modules/partners/api-keys/api-key.service.js';
import { HotelPartnerService } from './modules/partners/hotel-partner.service.js';
import { ListingEditorService } from './modules/partners/listing-editor.js';
import { LiveBookings } from './modules/partners/live-bookings.js';
import { WebhookService } from './modules/partners/webhooks/webhook.service.js';
import { ListingImageService } from './modules/media/listing-images.js';
import { MobilePayments } from './modules/payments/mobile-payments.service.js';
import { latestRates } from './modules/currencies/exchange-rates.js';
import { SmsService } from './modules/sms/sms.service.js';

/** `warn` reports trouble a service recovers from by itself (a lost listening connection). */
export function createServices(config: Config, warn: (line: string) => void = () => {}) {
  const countries = new CountryService();
  // Each process keeps what the words of recent searches are looked up as (the lists and suggestions share it).
  const vocabulary = new SearchVocabulary();
  const limiters = attemptLimiterFactory(config.redisUrl);
  const email = new EmailService(config);
  const sessions = new SessionService(config, limiters);
  const accounts = new AccountService(countries, email, sessions, limiters);
  const listings = new ListingLocations(countries);
  const liveBookings = new LiveBookings(warn);
  const webhooks = new WebhookService(config.webhooks);
  const guestLookups = new GuestLookups(limiters, config.guestLookups);
  const mobilePayments = new MobilePayments(config, latestRates);
  const sms = new SmsService(config);
  const notices = { email, sms, liveBookings, mobilePayments, webhooks };
  mobilePayments.notices = notices;
  const bookings = new BookingService(listings, countries, new FairShare(limiters, config.fairShare), guestLookups, notices);
  const chat = chatProviderFrom(config);
  const savedListings = new SavedListingService();
  const listingImages = new ListingImageService(config);
  return {
    config,
    countries,
    listings,
    hotels: new HotelService(countries, vocabulary),
    tours: new TourService(countries, vocabulary),
    restaurants: new RestaurantService(countries, vocabulary),
    leisure: new LeisureService(countries, vocabulary),
    rides: new RideService(countries, vocabulary),
    searchSuggestions: new SearchSuggestionService(countries, vocabulary),
    metrics: new MetricsService(),
    email,
    sms,
    sessions,
    accounts,
    users: new UserService(config, countries),
    bookings,
    guestAccess: new GuestAccessService(email, bookings, guestLookups, limiters, config.guestLookups.linksPerHour),
    availability: new AvailabilityService(),
    reviews: new ReviewService(),
    savedListings,
    cartCheckout: new CartCheckoutService(bookings, savedListings),
    tripFinder: new TripFinderService(countries, bookings, chat, new AiRequestLimit(limiters, 'ai-trip-plans', aiLimits.tripPlans)),
    helpChat: new HelpChatService(countries, chat, new AiRequestLimit(limiters, 'ai-help-questions', aiLimits.helpQuestions)),
    support: new SupportService(email, limiters),
    analytics: new AnalyticsService(countries),
    auditLog: new AuditLogService(),
    adminListings: new AdminListingService(countries, listingImages),
    adminPeople: new AdminPeopleService(accounts, sessions, config),
    adminBookings: new AdminBookingService(notices, bookings),
    mobilePayments,
    exchangeRates: latestRates,
    tourPartners: new TourPartnerService(countries, bookings, webhooks),
    restaurantPartners: new RestaurantPartnerService(countries),
    transportPartners: new TransportPartnerService(countries, webhooks),
    leisurePartners: new LeisurePartnerService(countries),
    apiKeys: new ApiKeyService(limiters, config.partnerApiKeyRequestsPerMinute),
    hotelPartner: new HotelPartnerService(countries, listingImages, webhooks),
    listingEditor: new ListingEditorService(listingImages, countries),
    liveBookings,
    webhooks,
    /** Releases what the services hold outside the entity manager (the Redis connection, the LISTEN connection). */
    close: async () => {
      await liveBookings.close();
      await limiters.close();
    },
  };
}

export type Services = ReturnType<typeof createServices>;
