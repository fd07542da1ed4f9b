// The hotel kind, as the kind registry lists it (kind-registry.ts).
import { BookingType } from '../../bookings/booking.entity.js';
import { Role } from '../../users/role.js';
import type { KindDefinition } from '../kind-registry.js';
import { Hotel } from './hotel.entity.js';
import { hotelBooking } from './hotel.booking.js';

export const hotelDefinition: KindDefinition = {
  type: BookingType.HOTEL,
  enumKey: 'HOTEL',
  legacyName: 'hotel',
  table: 'hotel',
  visibleSql: 'active',
  priceColumn: 'price_per_night_minor',
  bookingPath: (id) => `/hotels/${id}/book`,
  partnerRole: Role.HOTEL_MANAGER,
  label: 'Hotel',
  entity: () => Hotel,
  booking: hotelBooking,
};
