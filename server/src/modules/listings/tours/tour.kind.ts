// The tour kind, as the kind registry lists it (kind-registry.ts).
import { BookingType } from '../../bookings/booking.entity.js';
import { Role } from '../../users/role.js';
import type { KindDefinition } from '../kind-registry.js';
import { Tour } from './tour.entity.js';
import { tourBooking } from './tour.booking.js';

export const tourDefinition: KindDefinition = {
  type: BookingType.TOUR,
  enumKey: 'TOUR',
  legacyName: 'tour',
  table: 'tour',
  visibleSql: 'active',
  priceColumn: 'base_price_minor',
  bookingPath: (id) => `/tours/${id}`,
  partnerRole: Role.TOUR_ORGANIZER,
  label: 'Tour',
  entity: () => Tour,
  booking: tourBooking,
};
