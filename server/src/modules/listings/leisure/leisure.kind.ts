// The leisure kind, as the kind registry lists it (kind-registry.ts).
import { type AdminKindFields, AdminListingKind, existingOn, oneOf, required, toMinor } from '../../admin/admin-kind.js';
import { BookingType } from '../../bookings/booking.entity.js';
import { LeisureReservationInput } from '../../bookings/booking-request.types.js';
import { Role } from '../../users/role.js';
import { seedLeisure } from '../../../db/seed/leisure.seed.js';
import type { KindDefinition } from '../kind-definition.js';
import { ageRule, choiceRule, DRESS_CODES, flagRule, PolicyKey } from '../policy-rules.js';
import { LeisureVenue } from './leisure.entity.js';
import { LeisureEvent } from './leisure-event.entity.js';
import { LeisureNight } from './leisure-night.entity.js';
import { LeisureType } from './leisure.enums.js';
import { leisureBooking } from './leisure.booking.js';

const leisureAdmin: AdminKindFields<LeisureVenue> = {
  kind: AdminListingKind.LEISURE,
  isActive: (venue) => venue.active,
  setActive: (venue, active) => {
    venue.active = active;
  },
  activeWhere: (active) => ({ active }),
  priceMinor: (venue) => venue.entryPriceMinor,
  apply(venue, fields, creating) {
    const existing = existingOn(venue, creating);
    venue.type = fields.type != null ? oneOf(LeisureType, fields.type, 'type') : required(null, 'type', existing?.type);
    venue.entryPriceMinor = fields.price != null ? toMinor(fields.price) : required(null, 'price', existing?.entryPriceMinor);
    venue.capacity = required(fields.capacity, 'capacity', existing?.capacity);
    venue.priceLevel = required(fields.priceLevel, 'priceLevel', existing?.priceLevel);
    venue.openTime = fields.openTime != null ? `${fields.openTime}:00` : required(null, 'openTime', existing?.openTime);
    venue.closeTime = fields.closeTime != null ? `${fields.closeTime}:00` : required(null, 'closeTime', existing?.closeTime);
  },
  typeOf: (venue) => venue.type,
  auditFields: ['type', 'entryPriceMinor', 'capacity', 'priceLevel', 'openTime', 'closeTime', 'active'],
  defaultImage: '/media/leisure/01.svg',
};

export const leisureDefinition: KindDefinition = {
  type: BookingType.LEISURE,
  enumKey: 'LEISURE',
  legacyName: 'nightlife',
  table: 'leisure_venue',
  visibleSql: 'active',
  priceColumn: 'entry_price_minor',
  bookingPath: (id) => `/nightlife/${id}/book`,
  partnerRole: Role.LEISURE_MANAGER,
  partnerRoleKey: 'LEISURE_MANAGER',
  label: 'Venue',
  entity: () => LeisureVenue,
  entities: () => [LeisureVenue, LeisureNight, LeisureEvent],
  admin: leisureAdmin,
  bookingInput: () => LeisureReservationInput,
  policies: [ageRule(PolicyKey.MINIMUM_AGE, 99), choiceRule(PolicyKey.DRESS_CODE, DRESS_CODES), flagRule(PolicyKey.ID_REQUIRED)],
  booking: leisureBooking,
  seed: {
    demoPartner: { email: 'leisure@example.com', firstName: 'Youssef', lastName: 'Benali' },
    listings: seedLeisure,
    perNight: false,
    startTime: '21:00',
    demoRequest: async (_tx, venueId, date) => ({ type: BookingType.LEISURE, venueId, date, time: '21:00', guests: 2 }),
  },
};
