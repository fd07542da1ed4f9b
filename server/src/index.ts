// The server's public entry point for the adapters beside it (rest-compat): what they may build on.
export type { ApiAdapter, ApiAdapterOptions, ApiContext } from './http/api-context.js';
export { DomainError } from './errors.js';
export type { Services } from './services.js';
export { decimal, optionalSingleLine, optionalText, parseInput, singleLine, text, wholeNumber } from './validation.js';

export { AVATAR_MAX_BYTES } from './modules/auth/account-rules.js';
export type { SignedIn } from './modules/auth/session.service.js';
export { roleHomePath } from './modules/users/role.js';
export type { User } from './modules/users/user.entity.js';
export type { ProfileChanges } from './modules/users/user.service.js';

export { type Booking, BookingType } from './modules/bookings/booking.entity.js';
export { BookingLifecycle, lifecycleOf } from './modules/bookings/booking-lifecycle.js';
export { PaymentMethod } from './modules/bookings/payments.js';
export { PriceLineKind, TAXES_AND_FEES_PERCENT, priceLinesOf } from './modules/bookings/booking-pricing.js';
export { availabilitySchemas } from './modules/bookings/availability.service.js';
export { readCreateBooking } from './modules/bookings/booking-input.js';
export { readModifyBooking } from './modules/bookings/booking-modify.js';

export { MAX_PAGE, MAX_PAGE_SIZE, type Page } from './modules/listings/paging.js';
export type { Located } from './modules/listings/listing-location.js';
export type { CommonListingFilter, ListingArgs } from './modules/listings/listing.service.js';
export type { ListingRowBase } from './modules/listings/listing-kind.js';
export { listingTextsIn } from './modules/listings/listing-translations.js';
export { TOUR_ADD_ONS } from './modules/listings/tours/tour-add-ons.js';
export { hoursAndMinutes } from './modules/listings/leisure/leisure.service.js';

export type { PackagePart, TripPackage } from './modules/ai/trip-finder/trip-finder.service.js';
export { type TripAsked, tripRequestSchema } from './modules/ai/trip-finder/trip-request.js';
export { helpRequest } from './modules/ai/help-chat/help-chat.service.js';

export type { SupportTicket } from './modules/support/support-ticket.entity.js';
export { ticketFilter, ticketReply, ticketStatusChange } from './modules/support/support-input.js';
export { MAX_RECENT_BOOKINGS, type CountryFigures, type ServiceFigures, type Summary } from './modules/admin/analytics/analytics.service.js';
export { reportCsv, reportFileName } from './modules/admin/analytics/report-csv.js';
export { ReportPeriod, ReportRangePreset, reportRangeInput } from './modules/admin/analytics/report-range.js';
export { AdminListingKind, kindSegments, type ListingFields, listingFieldsSchema, type ParsedListingFields } from './modules/admin/admin-listing-kinds.js';
export { adminListingView } from './modules/admin/admin-listing-view.js';
export type { AdminListing } from './modules/admin/admin.types.js';
export { IMAGE_TOO_LARGE, LISTING_IMAGE_MAX_BYTES } from './modules/media/listing-images.js';
export { readStatusRequest, type StatusPath, statusFlags } from './modules/admin/listing-status.js';
export { Role } from './modules/users/role.js';
export { BookingStatus } from './modules/bookings/booking.entity.js';
export { backOfficeViewer } from './modules/admin/back-office-access.js';
export { newAccount } from './modules/admin/admin-people.service.js';
export type { HotelRoomType } from './modules/bookings/inventory.entity.js';
export { hotelPartnerSchemas } from './modules/partners/hotel-partner.service.js';
export type { Hotel } from './modules/listings/hotels/hotel.entity.js';
export {
  partnerBookingCancel,
  partnerBookingChange,
  partnerBookingFilterSchema,
  partnerBookingUpdate,
  partnerBookings,
} from './modules/partners/partner-bookings.js';
export { partnerRevenue, rangeEndingToday } from './modules/partners/partner-revenue.js';
export type { TourGuest } from './modules/partners/tour-guest.entity.js';
export { tourPartnerSchemas } from './modules/partners/tour-partner.service.js';
export { requirePartner } from './modules/partners/partner-scope.js';
export type { Tour, TourItineraryStep } from './modules/listings/tours/tour.entity.js';
export { readEnum } from './modules/listings/listing-query.js';
export { HotelType } from './modules/listings/hotels/hotel.enums.js';
export { LeisureType } from './modules/listings/leisure/leisure.enums.js';
export { Cuisine } from './modules/listings/restaurants/restaurant.enums.js';
export { TourCategory } from './modules/listings/tours/tour.enums.js';
export { TransportType } from './modules/listings/transport/transport.enums.js';
