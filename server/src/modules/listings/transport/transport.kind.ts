// The transport kind, as the kind registry lists it (kind-registry.ts).
import { BookingType } from '../../bookings/booking.entity.js';
import { Role } from '../../users/role.js';
import type { KindDefinition } from '../kind-registry.js';
import { TransportService } from './transport.entity.js';
import { transportBooking } from './transport.booking.js';

export const transportDefinition: KindDefinition = {
  type: BookingType.TRANSPORT,
  enumKey: 'TRANSPORT',
  legacyName: 'transport',
  table: 'transport_service',
  visibleSql: "status = 'active'",
  priceColumn: 'price_per_day_minor',
  bookingPath: (id) => `/transport/${id}/book`,
  partnerRole: Role.TRANSPORT_BUSINESS,
  label: 'Ride',
  entity: () => TransportService,
  booking: transportBooking,
};
