// Every resolver of the schema; a new module adds its resolvers here.
import { AuthResolver } from '../modules/auth/auth.resolver.js';
import { AvailabilityResolver } from '../modules/bookings/availability.resolver.js';
import { BookingResolver } from '../modules/bookings/booking.resolver.js';
import { MobilePaymentResolver } from '../modules/payments/mobile-payment.resolver.js';
import { CityResolver, CountryResolver } from '../modules/countries/country.resolver.js';
import { CountryCurrencyResolver, ExchangeRateResolver } from '../modules/currencies/exchange-rate.resolver.js';
import { MetricsResolver } from '../modules/countries/metrics.resolver.js';
import { CountryListingsResolver } from '../modules/listings/country-listings.resolver.js';
import { SearchSuggestionResolver } from '../modules/listings/search-suggestions.resolver.js';
import { HotelResolver } from '../modules/listings/hotels/hotel.resolver.js';
import { LeisureVenueResolver } from '../modules/listings/leisure/leisure.resolver.js';
import { LeisureEventResolver } from '../modules/listings/leisure/leisure-event.resolver.js';
import { RestaurantResolver } from '../modules/listings/restaurants/restaurant.resolver.js';
import { TourDepartureResolver, TourItineraryStepResolver, TourResolver } from '../modules/listings/tours/tour.resolver.js';
import { RideResolver } from '../modules/listings/transport/transport.resolver.js';
import { SavedListingResolver } from '../modules/favourites/saved-listing.resolver.js';
import { CartCheckoutResolver } from '../modules/cart/cart-checkout.resolver.js';
import { BookingReviewResolver, ReviewResolver, listingReviewResolvers } from '../modules/reviews/review.resolver.js';
import { listingCancellationResolvers } from '../modules/listings/listing-cancellation.resolver.js';
import { UserResolver } from '../modules/users/user.resolver.js';
import { listingKinds } from '../modules/listings/kind-registry.js';
import { TripFinderResolver } from '../modules/ai/trip-finder/trip-finder.resolver.js';
import { SupportTicketResolver } from '../modules/support/support.resolver.js';
import { AnalyticsResolver } from '../modules/admin/analytics/analytics.resolver.js';
import { AuditLogResolver } from '../modules/admin/audit/audit-log.resolver.js';
import { AdminBookingsResolver } from '../modules/admin/admin-bookings.resolver.js';
import { AdminContentResolver } from '../modules/admin/admin-content.resolver.js';
import { AdminPeopleResolver } from '../modules/admin/admin-people.resolver.js';
import { BookingContactResolver, PartnerResolver } from '../modules/partners/partner.resolver.js';
import { RestaurantPartnerResolver } from '../modules/partners/restaurant-partner.resolver.js';
import { RestaurantHostStandResolver } from '../modules/partners/restaurant-host-stand.resolver.js';
import { RideLeisurePartnerResolver } from '../modules/partners/ride-leisure-partner.resolver.js';
import { LeisureToolsResolver } from '../modules/partners/leisure-tools.resolver.js';
import { TourPartnerResolver } from '../modules/partners/tour-partner.resolver.js';
import { PartnerApiKeyResolver } from '../modules/partners/api-keys/api-key.resolver.js';
import { HotelPartnerResolver } from '../modules/partners/hotel-partner.resolver.js';
import { HotelFrontDeskResolver } from '../modules/partners/hotel-front-desk.resolver.js';
import { ListingEditorResolver } from '../modules/partners/listing-editor.resolver.js';
import { TransportAssignmentResolver } from '../modules/partners/transport-assignment.resolver.js';
import { WebhookResolver } from '../modules/partners/webhooks/webhook.resolver.js';

const listingResolvers = [
  CountryListingsResolver,
  SearchSuggestionResolver,
  MetricsResolver,
  TourResolver,
  TourDepartureResolver,
  TourItineraryStepResolver,
  RestaurantResolver,
  LeisureVenueResolver,
  LeisureEventResolver,
  RideResolver,
] as const;

const bookingResolvers = [BookingResolver, AvailabilityResolver, MobilePaymentResolver] as const;

/** After booking: reviews (and their summary on every listing type), favourites and cart. */
const afterBookingResolvers = [ReviewResolver, BookingReviewResolver, SavedListingResolver, CartCheckoutResolver] as const;

/** The admin back office: content, people, marketplace bookings, support tickets (also the traveller side), analytics and the audit log. */
const adminResolvers = [AdminContentResolver, AdminPeopleResolver, AdminBookingsResolver, SupportTicketResolver, AnalyticsResolver, AuditLogResolver] as const;

/** Partner dashboards: each service checks that the viewer owns the row it touches. */
const partnerResolvers = [
  PartnerResolver,
  BookingContactResolver,
  ListingEditorResolver,
  TransportAssignmentResolver,
  HotelPartnerResolver,
  HotelFrontDeskResolver,
  TourPartnerResolver,
  RestaurantPartnerResolver,
  RestaurantHostStandResolver,
  RideLeisurePartnerResolver,
  LeisureToolsResolver,
] as const;

/** A function: made when the schema is built, so that kinds registered before then bring their own. */
export const resolvers = () =>
  [
    CountryResolver,
    CityResolver,
    CountryCurrencyResolver,
    ExchangeRateResolver,
    HotelResolver,
    ...listingResolvers,
    ...bookingResolvers,
    ...afterBookingResolvers,
    TripFinderResolver,
    UserResolver,
    AuthResolver,
    PartnerApiKeyResolver,
    WebhookResolver,
    ...partnerResolvers,
    ...adminResolvers,
    ...listingReviewResolvers(),
    ...listingCancellationResolvers(),
    ...listingKinds().flatMap((kind) => kind.resolvers?.() ?? []),
  ] as const;
