// The leisure kind, as the kind registry lists it (kind-registry.ts).
import { BookingType } from '../../bookings/booking.entity.js';
import { Role } from '../../users/role.js';
import type { KindDefinition } from '../kind-registry.js';
import { LeisureVenue } from './leisure.entity.js';
import { leisureBooking } from './leisure.booking.js';

export const leisureDefinition: KindDefinition = {
  type: BookingType.LEISURE,
  enumKey: 'LEISURE',
  legacyName: 'nightlife',
  table: 'leisure_venue',
  visibleSql: 'active',
  priceColumn: 'entry_price_minor',
  bookingPath: (id) => `/nightlife/${id}/book`,
  partnerRole: Role.LEISURE_MANAGER,
  label: 'Venue',
  entity: () => LeisureVenue,
  booking: leisureBooking,
};
