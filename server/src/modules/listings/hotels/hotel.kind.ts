// The hotel kind, as the kind registry lists it (kind-registry.ts).
import { BookingType } from '../../bookings/booking.entity.js';
import type { KindDefinition } from '../kind-registry.js';
import { Hotel } from './hotel.entity.js';
import { hotelBooking } from './hotel.booking.js';

export const hotelDefinition: KindDefinition = {
  type: BookingType.HOTEL,
  enumKey: 'HOTEL',
  legacyName: 'hotel',
  table: 'hotel',
  visibleSql: 'active',
  entity: () => Hotel,
  booking: hotelBooking,
};
