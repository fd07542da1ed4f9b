// The restaurant kind, as the kind registry lists it (kind-registry.ts).
import { BookingType } from '../../bookings/booking.entity.js';
import { Role } from '../../users/role.js';
import type { KindDefinition } from '../kind-registry.js';
import { Restaurant } from './restaurant.entity.js';
import { restaurantBooking } from './restaurant.booking.js';

export const restaurantDefinition: KindDefinition = {
  type: BookingType.RESTAURANT,
  enumKey: 'RESTAURANT',
  legacyName: 'restaurant',
  table: 'restaurant',
  visibleSql: 'active',
  priceColumn: 'average_price_minor',
  bookingPath: (id) => `/restaurants/${id}/reserve`,
  partnerRole: Role.RESTAURANT_MANAGER,
  label: 'Restaurant',
  entity: () => Restaurant,
  booking: restaurantBooking,
};
