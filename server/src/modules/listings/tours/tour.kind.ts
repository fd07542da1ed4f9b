// The tour kind, as the kind registry lists it (kind-registry.ts).
import { BookingType } from '../../bookings/booking.entity.js';
import type { KindDefinition } from '../kind-registry.js';
import { Tour } from './tour.entity.js';
import { tourBooking } from './tour.booking.js';

export const tourDefinition: KindDefinition = {
  type: BookingType.TOUR,
  enumKey: 'TOUR',
  legacyName: 'tour',
  table: 'tour',
  visibleSql: 'active',
  entity: () => Tour,
  booking: tourBooking,
};
