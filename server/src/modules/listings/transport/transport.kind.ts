// The transport kind, as the kind registry lists it (kind-registry.ts).
import { BookingType } from '../../bookings/booking.entity.js';
import type { KindDefinition } from '../kind-registry.js';
import { TransportService } from './transport.entity.js';
import { transportBooking } from './transport.booking.js';

export const transportDefinition: KindDefinition = {
  type: BookingType.TRANSPORT,
  enumKey: 'TRANSPORT',
  legacyName: 'transport',
  table: 'transport_service',
  visibleSql: "status = 'active'",
  entity: () => TransportService,
  booking: transportBooking,
};
